import { defineConfig } from 'vite';
import { sitePlugin } from './src/vite/site-plugin';

// The client bundle only: pages are rendered to HTML by src/prerender and src/server.
export default defineConfig({
  plugins: [sitePlugin()],
  publicDir: 'public',
  build: {
    outDir: 'dist',
    manifest: true,
    emptyOutDir: true,
    rollupOptions: { input: { main: 'src/client/main.ts' } },
  },
});
