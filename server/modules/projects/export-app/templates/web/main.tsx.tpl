import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { entidades } from '../comun/definicion.ts';
import { Cuenta } from './componentes/cuenta.tsx';
import { Detalle } from './componentes/detalle.tsx';
import { Formulario } from './componentes/formulario.tsx';
import { Importar } from './componentes/importar.tsx';
import { Marco, NoEncontrada } from './componentes/marco.tsx';
import { PantallaEntidad } from './componentes/pantalla-entidad.tsx';
import './estilos.css';
import './personalizado.css';

// La web de la app: una sección por entidad con su lista, calendario o tablero, la ficha de
// cada registro (con sus totales y los registros que apuntan a él), su formulario y la
// importación de un CSV.

const clienteConsultas = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 10_000 } },
});

const raiz = document.getElementById('raiz');
if (raiz)
  createRoot(raiz).render(
    <StrictMode>
      <QueryClientProvider client={clienteConsultas}>
        <BrowserRouter>
          <Routes>
            <Route element={<Marco />}>
              <Route index element={<Navigate to={`/${entidades[0]?.key ?? ''}`} replace />} />
              <Route path="entrar" element={<Cuenta modo="entrar" />} />
              <Route path="registro" element={<Cuenta modo="registro" />} />
              <Route path=":entidad" element={<PantallaEntidad />} />
              <Route path=":entidad/nuevo" element={<Formulario />} />
              <Route path=":entidad/importar" element={<Importar />} />
              <Route path=":entidad/:id" element={<Detalle />} />
              <Route path=":entidad/:id/editar" element={<Formulario />} />
              <Route path="*" element={<NoEncontrada />} />
            </Route>
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
