export { loadModelViewer, ModelViewer, type ModelViewerProps } from './ModelViewer.tsx';
