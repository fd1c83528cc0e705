import { defineConfig } from 'vite';
import { sitePlugin } from './src/vite/site-plugin';

// The client bundle only: pages are rendered to HTML by src/prerender and src/server.
export default defineConfig({
  plugins: [sitePlugin()],
  publicDir: 'public',
  // Beside the project, not in node_modules: several checkouts may share one node_modules.
  cacheDir: '.cache/vite',
  build: {
    outDir: 'dist',
    manifest: true,
    emptyOutDir: true,
    rollupOptions: { input: { main: 'src/client/main.ts' } },
  },
});
