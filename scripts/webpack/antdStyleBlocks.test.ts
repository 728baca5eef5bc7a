import { antdBlocksNamed, antdBlocksWritten, blockOfSelector, sheetByBlock } from './antdStyleBlocks';

describe("antd's style sheet, cut into a block per component", () => {
  it('puts each rule with its component, in the sheet’s order', () => {
    const css = '.ant-btn{color:red}.ant-table{color:blue}.ant-btn-primary:hover{color:green}';
    const blocks = sheetByBlock(css);
    expect(blocks.get('btn')).toBe('.ant-btn{color:red}.ant-btn-primary:hover{color:green}');
    expect(blocks.get('table')).toBe('.ant-table{color:blue}');
  });

  it('gives a rule naming several components to the first, which it applies within', () => {
    expect(blockOfSelector('.ant-form-item .ant-input')).toBe('form');
    expect(blockOfSelector('.ant-zoom-enter.ant-modal')).toBe('modal');
    expect(sheetByBlock('.ant-table .ant-btn{margin:0}').get('table')).toBe('.ant-table .ant-btn{margin:0}');
  });

  it('splits a rule whose selectors belong to several components between them', () => {
    const blocks = sheetByBlock('.ant-table,.ant-btn,.ant-btn-link{padding:0}');
    expect(blocks.get('table')).toBe('.ant-table{padding:0}');
    expect(blocks.get('btn')).toBe('.ant-btn,.ant-btn-link{padding:0}');
  });

  it('keeps the rules naming no component, the shared motion classes and keyframes in the shared sheet', () => {
    const css =
      'html{margin:0}.anticon{display:inline-flex}.ant-zoom-enter{opacity:0}' +
      '@keyframes antZoomIn{0%{opacity:0}to{opacity:1}}.ant-btn{color:red}';
    expect(sheetByBlock(css).get('')).toBe(
      'html{margin:0}.anticon{display:inline-flex}.ant-zoom-enter{opacity:0}' +
        '@keyframes antZoomIn{0%{opacity:0}to{opacity:1}}',
    );
  });

  it('keeps a rule inside its media query or layer, which a block without rules there leaves out', () => {
    const css = '@layer antd{@media (max-width:575px){.ant-table{width:100%}.ant-btn{width:100%}}}';
    const blocks = sheetByBlock(css);
    expect(blocks.get('btn')).toBe('@layer antd{@media (max-width:575px){.ant-btn{width:100%}}}');
    expect(blocks.get('table')).toBe('@layer antd{@media (max-width:575px){.ant-table{width:100%}}}');
    expect(blocks.get('')).toBe('');
  });
});

describe('the antd components a module draws', () => {
  it('are, in antd’s modules, the class prefixes they name', () => {
    const source = "const prefixCls = getPrefixCls('btn', customizePrefixCls); const x = 'float-btn';";
    expect(antdBlocksNamed(source)).toEqual(['btn']);
    expect(antdBlocksNamed("const floatButtonPrefixCls = 'float-btn';")).toEqual(['float']);
  });

  it('are, in the app’s, found where its code writes them, as strings or among other classes', () => {
    const source =
      'const a = <div className="ant-slider ant-slider-horizontal" />;\n' +
      "const b = 'ant-tooltip-arrow';\n" +
      'const c = `ant-radio-button-wrapper${checked ? " ant-radio-button-wrapper-checked" : ""}`;';
    expect(new Set(antdBlocksWritten(source))).toEqual(new Set(['slider', 'tooltip', 'radio']));
  });

  it('are not the theme variables the app reads', () => {
    expect(
      antdBlocksWritten("style={{ color: 'var(--ant-color-text)' }} // antd's --ant-slider-rail-bg"),
    ).toEqual([]);
  });
});
