import { App } from 'antd';
import { useEffect } from 'react';
import { registerFeedback } from '../lib/feedback';

/** Hands antd's themed message, notification and modal instances to the feedback service the sagas use. */
export function FeedbackBridge() {
  const feedback = App.useApp();
  useEffect(() => registerFeedback(feedback), [feedback]);
  return null;
}
