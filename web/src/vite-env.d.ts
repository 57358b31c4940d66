// Vite's client types: the CSS files the components import for their side effects, and import.meta.env.
/// <reference types="vite/client" />
