import { screen, waitFor } from '@testing-library/react';
import QRCode from 'qrcode';
import { renderShell } from '../resource/testing.spec-helper';
import { DeviceLabelSheet, type DeviceLabelData } from './DeviceLabelSheet';
import { QrCode } from './QrCode';
import { QR_OPTIONS, qrSvg, svgDataUrl } from './qr';

/**
 * The dark modules of a QR code SVG as qrcode draws them (`M1 1.5h7m2 0h4…`: a horizontal stroke per
 * run of dark modules, half a module below the row's top), without the quiet zone.
 */
function modulesOf(svg: string): boolean[][] {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const margin = QR_OPTIONS.margin;
  const count = size - 2 * margin;
  const grid = Array.from({ length: count }, () => Array.from({ length: count }, () => false));
  const path = /<path stroke="[^"]+" d="([^"]+)"/.exec(svg)?.[1] ?? '';
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Number(b)];
    else if (command === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else {
      for (let i = 0; i < Number(a); i += 1) grid[Math.floor(y) - margin][x + i - margin] = true;
      x += Number(a);
    }
  }
  return grid;
}

/** What the encoder makes of a text: the module matrix a scanner reads back as that text. */
function expectedModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel });
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, col) => modules.get(row, col) === 1));
}

const decodeImage = (src: string) => decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));

describe('QR labels', () => {
  const url = 'https://om.example.com/device/details/4711';

  it('draws a QR code that encodes the URL, module for module', async () => {
    const svg = await qrSvg(url);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(modulesOf(svg)).toEqual(expectedModules(url));
    expect(modulesOf(svg)).not.toEqual(expectedModules('https://om.example.com/device/details/4712'));
  });

  it('renders a grid of labels sized for A4, each with the QR image of its URL, code, name and station', async () => {
    const labels: DeviceLabelData[] = [
      { id: 4711, code: 'P-101', name: 'Feed pump 1', station: 'North', stationPath: 'East / Plant 2 / North', url, svg: await qrSvg(url) },
      {
        id: 4712,
        code: 'P-102',
        name: 'Feed pump 2',
        station: 'North',
        stationPath: '',
        url: 'https://om.example.com/device/details/4712',
        svg: await qrSvg('https://om.example.com/device/details/4712'),
      },
    ];
    const { container } = await renderShell(<DeviceLabelSheet labels={labels} title="QR labels" qrLabel={(label) => `QR code of device ${label.code}`} />);
    const list = screen.getByRole('list', { name: 'QR labels' });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('P-101');
    expect(items[0]).toHaveTextContent('Feed pump 1');
    expect(items[0]).toHaveTextContent('East / Plant 2 / North');
    expect(items[1]).toHaveTextContent('North');
    expect(list).toBeInTheDocument();

    const image = screen.getByRole('img', { name: 'QR code of device P-101' });
    const src = image.getAttribute('src') ?? '';
    expect(src).toBe(svgDataUrl(labels[0].svg ?? ''));
    expect(modulesOf(decodeImage(src))).toEqual(expectedModules(url));
    // A4: two 95 mm columns, with the page size set for printing.
    expect(container.querySelector('style')?.textContent).toContain('size: A4');
  });

  it('draws the QR code of a page once the encoder has loaded', async () => {
    await renderShell(<QrCode value={url} label="QR code of this page" />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'QR code of this page' })).toHaveAttribute('src'));
    const src = screen.getByRole('img', { name: 'QR code of this page' }).getAttribute('src') ?? '';
    expect(modulesOf(decodeImage(src))).toEqual(expectedModules(url));
  });
});
