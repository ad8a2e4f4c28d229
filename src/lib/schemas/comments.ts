import { z } from 'zod';
import { pagination } from './listings.ts';

/** Requests of the comments API (spec/API.md "Comments"); the service cleans and measures the text. */
export const COMMENTS_PAGE_SIZE = 20;

export const CommentBody = z.object({ text: z.string({ error: 'enter_comment' }).max(20_000, 'comment_too_long') });
export const ReplyBody = z.object({ text: z.string({ error: 'reply_info' }).max(20_000, 'comment_too_long') });
export const CommentListQuery = z.object(pagination(COMMENTS_PAGE_SIZE));
