import { createRoot } from 'react-dom/client';
import { App } from './App';
import './editor.css';

// The editor's page (landing-engine edit): never part of the site's bundle (src/client/main.ts).
createRoot(document.getElementById('editor')!).render(<App />);
