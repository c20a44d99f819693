// <Feedback> is embedded by the account area (/account/feedback) as well as the tag.
export { Feedback, type FeedbackProps, FEEDBACK_FAILED, ATTACHMENT_FAILED, FEEDBACK_THANKS } from './Feedback';
export { createFeedbackFormApi, type FeedbackApi } from './api';
