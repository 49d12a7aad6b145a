// Async boundary: Module Federation must initialise the shared scope before React loads.
import('./bootstrap');
