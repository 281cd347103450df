import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { AppRoutes } from './routes';

export const App = () => (
  <AppProvider>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProvider>
);
