// The standalone build (dist/tracker.js): loaded with a <script> tag, it starts by itself.
import { startTracker } from './tracker';

startTracker();
