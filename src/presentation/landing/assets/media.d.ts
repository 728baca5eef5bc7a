/** webpack emits imported video and caption files as assets (asset/resource) and hands back their URL. */
declare module '*.webm' {
  const url: string;
  export default url;
}

declare module '*.vtt' {
  const url: string;
  export default url;
}
