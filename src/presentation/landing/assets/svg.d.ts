/** webpack emits imported .svg files as assets (asset/resource) and hands back their URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
