import type { AppScreenCatalog } from '../catalog';
import { publicPages } from './public';

/* The customer's way in, in plain Spanish ("usted", short sentences). */
export const auth: AppScreenCatalog['auth'] = {
  login: {
    title: publicPages.pages.login.title,
    description: publicPages.pages.login.description,
    password: 'Contraseña',
    forgotPassword: '¿Olvidó su contraseña?',
    submitting: 'Iniciando sesión...',
    submit: 'Iniciar sesión',
    newHere: '¿Es nuevo aquí? No necesita una cuenta para solicitar.',
    applyWithoutSignIn: 'Solicitar sin iniciar sesión',
  },
  fields: {
    email: 'Correo electrónico',
  },
  passkey: {
    signIn: 'Iniciar sesión con una llave de acceso',
    signingIn: 'Esperando su llave de acceso...',
  },
  required: {
    title: 'Debe iniciar sesión',
    heading: 'Inicie sesión, por favor',
    redirecting: 'Lo llevamos a iniciar sesión…',
    connectionTitle: 'Problema de conexión',
  },
};
