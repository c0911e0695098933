/** Spec part 4: "Upload: idle, uploading, done or failed", for one file at a time. */
export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; progress: number }
  | { status: 'done'; fileName: string }
  | { status: 'failed'; fileName: string; message: string };

export type UploadAction =
  | { type: 'start'; fileName: string }
  | { type: 'progress'; percent: number }
  | { type: 'succeed' }
  | { type: 'fail'; message: string };

export const idleUpload: UploadState = { status: 'idle' };

/**
 * Pure transitions. A second start while a file is uploading is ignored (one file at a
 * time); progress only moves forward, as whole percents from 0 to 100, so a late event
 * cannot make the bar jump back; the end of an upload only counts while one runs.
 */
export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'start':
      if (state.status === 'uploading') return state;
      return { status: 'uploading', fileName: action.fileName, progress: 0 };
    case 'progress': {
      if (state.status !== 'uploading') return state;
      const progress = clampPercent(action.percent);
      return progress > state.progress ? { ...state, progress } : state;
    }
    case 'succeed':
      if (state.status !== 'uploading') return state;
      return { status: 'done', fileName: state.fileName };
    case 'fail':
      if (state.status !== 'uploading') return state;
      return { status: 'failed', fileName: state.fileName, message: action.message };
  }
}

function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, Math.round(percent)));
}
