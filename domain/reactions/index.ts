// The reactions: one file per after-effect, named for what it does (domain/reactions/<effect>.ts).
import { reactor } from '../store/reaction.ts';
import { endWithdrawnSession } from './end-withdrawn-session.ts';
import { recordLastLogin } from './record-last-login.ts';

export const reactions = reactor([recordLastLogin, endWithdrawnSession]);
