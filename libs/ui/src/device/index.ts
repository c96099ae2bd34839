export { qrSvg, svgDataUrl, QR_OPTIONS } from './qr';
export { QrCode, type QrCodeProps } from './QrCode';
export { ColorTag, type TagColor } from './ColorTag';
export { AttributeInput, type AttributeInputProps, type AttributeSpec } from './AttributeInput';
export { DeviceLabelSheet, DeviceQrLabel, LABEL_WIDTH_MM, LABEL_HEIGHT_MM, type DeviceLabelData, type DeviceLabelSheetProps } from './DeviceLabelSheet';
