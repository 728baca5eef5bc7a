import { antdBlocksWrittenIn, rulesOfBlocks } from './AntdStylesPlugin';

const rendered = new Set(['btn', 'zoom']);

describe("the build's antd styles", () => {
  it('keeps the rules of the components the app renders and drops the others', () => {
    const css = '.ant-btn{color:red}.ant-table{color:blue}.ant-btn-primary:hover{color:green}';
    expect(rulesOfBlocks(css, rendered)).toBe('.ant-btn{color:red}.ant-btn-primary:hover{color:green}');
  });

  it('keeps a rule naming a rendered component beside one that is not', () => {
    const css = '.ant-table .ant-btn{margin:0}.ant-table,.ant-btn{padding:0}';
    expect(rulesOfBlocks(css, rendered)).toBe(css);
  });

  it('keeps the rules that name no antd class, and keyframes', () => {
    const css = 'html{margin:0}.anticon{display:inline-flex}@keyframes antZoomIn{0%{opacity:0}to{opacity:1}}';
    expect(rulesOfBlocks(css, rendered)).toBe(css);
  });

  it('drops a media query or layer left empty, inner ones included', () => {
    const css = '@layer antd{@media (max-width:575px){.ant-table{width:100%}}}.ant-zoom-enter{opacity:0}';
    expect(rulesOfBlocks(css, rendered)).toBe('.ant-zoom-enter{opacity:0}');
  });

  it('keeps a media query holding a rendered component’s rule', () => {
    const css = '@media (max-width:575px){.ant-table{width:100%}.ant-btn{width:100%}}';
    expect(rulesOfBlocks(css, rendered)).toBe('@media (max-width:575px){.ant-btn{width:100%}}');
  });
});

describe("the antd classes the app's code writes", () => {
  it('names the block of each class a look-alike writes, in a string or after a space in one', () => {
    const source =
      'jsx("div", { className: "ant-form-item ant-form-css-var" }); jsx("div", { className: `ant-row${x} ant-col` });';
    expect(antdBlocksWrittenIn(source)).toEqual(['form', 'form', 'row', 'col']);
  });

  it('does not take a package name or a CSS variable for a class', () => {
    expect(
      antdBlocksWrittenIn("import Icon from '@ant-design/icons'; const c = 'var(--ant-color-text)';"),
    ).toEqual([]);
  });
});
