import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { sampleChinesePdf, samplePdf } from './sample-files';
import { extractText, hasExtractableText } from './text-extraction';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

async function docx(paragraphs: readonly string[]): Promise<Buffer> {
  const zip = new JSZip();
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const body = paragraphs.map((text) => `<w:p><w:r><w:t xml:space="preserve">${escape(text)}</w:t></w:r></w:p>`).join('');
  zip.file('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  zip.file('word/document.xml', `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('text extraction for the search', () => {
  it('reads Chinese text shown with a CID font and a predefined character map', async () => {
    const text = await extractText(sampleChinesePdf(['离心泵维护手册', '轴承润滑周期：每三个月']), 'application/pdf');
    expect(text).toContain('离心泵维护手册');
    expect(text).toContain('轴承润滑周期');
  });

  it('reads simple PDFs and stops at the limit', async () => {
    expect(await extractText(samplePdf(['Pump maintenance manual', 'Check the (seal) weekly']), 'application/pdf')).toBe('Pump maintenance manual Check the (seal) weekly');
    expect(await extractText(samplePdf(['abcdefghij', 'klmnop']), 'application/pdf', 5)).toBe('abcde');
  });

  it('answers an empty text for a damaged PDF', async () => {
    expect(await extractText(Buffer.from('%PDF-1.4\nnot really a pdf'), 'application/pdf')).toBe('');
  });

  it('reads the paragraphs of a Word document, entities decoded', async () => {
    const text = await extractText(await docx(['变压器油色谱分析', 'Oil & gas <DGA> report']), DOCX);
    expect(text).toBe('变压器油色谱分析 Oil & gas <DGA> report');
  });

  it('reads the strings of an Excel workbook written by exceljs', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('巡检');
    sheet.addRow(['设备', '检查项目', 42]);
    sheet.addRow(['冷却塔', '风机振动']);
    const text = await extractText(Buffer.from(await workbook.xlsx.writeBuffer()), XLSX);
    for (const word of ['设备', '检查项目', '冷却塔', '风机振动']) expect(text).toContain(word);
  });

  it('reads PowerPoint slides in their order', async () => {
    const zip = new JSZip();
    const slide = (text: string) => `<p:sld xmlns:a="a" xmlns:p="p"><a:p><a:r><a:t>${text}</a:t></a:r></a:p></p:sld>`;
    zip.file('ppt/slides/slide10.xml', slide('third'));
    zip.file('ppt/slides/slide2.xml', slide('second'));
    zip.file('ppt/slides/slide1.xml', slide('first'));
    expect(await extractText(await zip.generateAsync({ type: 'nodebuffer' }), PPTX)).toBe('first second third');
  });

  it('inflates at most a few megabytes of one part (a zip bomb is not expanded)', async () => {
    const zip = new JSZip();
    zip.file('word/document.xml', `<w:p><w:t>start</w:t></w:p>${' '.repeat(12 * 1024 * 1024)}<w:p><w:t>never read</w:t></w:p>`);
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await extractText(bomb, DOCX)).toBe('start');
  });

  it('answers an empty text for a damaged Office file and other types', async () => {
    expect(await extractText(Buffer.from('PK\x03\x04broken'), DOCX)).toBe('');
    expect(await extractText(Buffer.from('plain'), 'text/plain')).toBe('');
  });

  it('reads PDF and Office files up to 10 MB only', () => {
    expect(hasExtractableText('application/pdf', 10 * 1024 * 1024)).toBe(true);
    expect(hasExtractableText('application/pdf', 10 * 1024 * 1024 + 1)).toBe(false);
    expect(hasExtractableText(XLSX, 1000)).toBe(true);
    expect(hasExtractableText('image/png', 1000)).toBe(false);
  });
});
