// The decline message's length limit, read from the schema the server checks it with, so the
// field's counter and the server can never disagree.
import { DeskDeclineSchema } from '../../shared/schemas/desk';

const maxLength = DeskDeclineSchema.entries.message.pipe.find((item) => item.type === 'max_length');
export const DECLINE_MESSAGE_MAX = maxLength && 'requirement' in maxLength ? Number(maxLength.requirement) : undefined;
