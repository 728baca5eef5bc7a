// Style sheets are bundled for their side effect (webpack extracts them into a file the page links).
declare module '*.css';
