// Stands in for antd's Tabs inside antd's Card (webpack.config.ts): Card imports Tabs (about 11 kB
// gzipped) only to draw its `tabList`, which the app never passes (ESLint forbids it), so every page
// with a Card downloaded Tabs for nothing. A Card given tabs anyway fails loudly rather than silently.
export default function CardTabs() {
  throw new Error("antd's Card is built without Tabs here: use antd's Tabs instead of Card's tabList");
}
