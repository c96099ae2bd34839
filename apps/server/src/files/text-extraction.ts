import { type OfficeFormat, extractOfficeText } from './office-text';
import { PDF_TEXT_MAX_BYTES, extractPdfText } from './pdf-text';

const OFFICE_FORMATS: Record<string, OfficeFormat> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};

/** Whether the search reads the text of a file of this type and size (PDF and Office files up to 10 MB). */
export function hasExtractableText(contentType: string, size: number): boolean {
  return size <= PDF_TEXT_MAX_BYTES && (contentType === 'application/pdf' || contentType in OFFICE_FORMATS);
}

/** The searchable text of a PDF or Office file ('' for other types). */
export async function extractText(bytes: Buffer, contentType: string, limit = 4000): Promise<string> {
  if (contentType === 'application/pdf') return extractPdfText(bytes, limit);
  const office = OFFICE_FORMATS[contentType];
  return office ? extractOfficeText(bytes, office, limit) : '';
}
