import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web client: root web/, built into dist/web, which the server serves with an SPA fallback.
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const backend = 'http://127.0.0.1:3000';

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // Libraries change less often than the app: separate chunks stay cached across releases. Blueprint's
    // icon paths stay in their own chunks, which main.tsx loads before the first render.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
            {
              name: 'blueprint',
              test: /node_modules[\\/](@blueprintjs[\\/]core|@floating-ui|@popperjs|react-popper|react-transition-group)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': backend,
      '/files': backend,
      '/.well-known': backend,
      '/ws': { target: backend, ws: true },
    },
  },
});
