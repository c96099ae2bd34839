// What other features may use of the files feature: the upload field and stored-file hooks.
export { FileUpload } from './shared/FileUploadField';
export { useFileDownload, useFileObjectUrl, type FileRef } from './shared/useStoredFile';
export { WriteExperienceButton } from './experience/WriteExperienceButton';
