import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '../index.css';
import { Providers } from './providers';
import { router } from './router';
import { registerLocalImageWorker } from './local-images';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

registerLocalImageWorker();

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
