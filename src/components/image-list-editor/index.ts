export { ImageListEditor, type ImageListEditorProps } from './image-list-editor';
