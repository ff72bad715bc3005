import { startHome } from './app/lean/start-home';
import { listenForInstallPrompt, registerServiceWorker } from './lib/pwa';
import './styles.css';

listenForInstallPrompt();
registerServiceWorker();
// The home page starts without the router and the query library, which come when the visitor leaves it; any
// other page starts the whole app, whose code boot.js has already asked for (decision 062).
if (window.location.pathname === '/') void startHome();
else void import('./app/start-app').then(({ startApp }) => startApp());
