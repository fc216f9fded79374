// Styles are imported for the bundler (build/client.mjs writes them to game.css).
declare module '*.css';
