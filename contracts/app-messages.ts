// The running app's Spanish texts live in the app kit (kit/texts.ts), which every exported app
// carries as it is; the platform reads them from here.
export { appMessages } from '../kit/texts.ts';
