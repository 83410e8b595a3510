import { BrowserRouter } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { Providers } from './providers';
import { AppRoutes } from './router';

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <AppLayout>
          <AppRoutes />
        </AppLayout>
      </BrowserRouter>
    </Providers>
  );
}
