import { hydrateApp } from '@donut/app-shell';

hydrateApp();
