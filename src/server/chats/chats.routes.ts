import { Hono, type Context } from 'hono';
import { CreateChatBody, OpenChatQuery, SendMessageBody } from '../../lib/schemas/chats.ts';
import type { ApiEnv } from '../http/context.ts';
import { requireUser } from '../http/session.ts';
import { formFiles, formTexts } from '../http/streamed-form.ts';
import type { UploadGate } from '../http/upload-gate.ts';
import { admitUpload, parseJson, parseMultipart, parseWith, pathId } from '../http/validation.ts';
import { MESSAGE_UPLOAD_LIMITS } from './chat-upload.ts';
import type { ChatsService } from './chats.service.ts';

/** A message body: JSON `{content}` or multipart `content` + `file`. */
async function readMessage(c: Context<ApiEnv>) {
  if (/^application\/(.+\+)?json\b/i.test(c.req.header('content-type') ?? '')) {
    const body = await parseJson(c, SendMessageBody);
    return { content: body.content ?? body.message };
  }
  const form = await parseMultipart(c, MESSAGE_UPLOAD_LIMITS);
  const texts = parseWith(SendMessageBody, formTexts(form, ['content', 'message']));
  const [file] = formFiles(form, 'file');
  return { content: texts.content ?? texts.message, attachment: file ? { upload: file } : undefined };
}

/** /api/chats/… (spec/API.md "Chats"). */
export function chatsRoutes(chats: ChatsService, uploads: UploadGate) {
  return new Hono<ApiEnv>({ strict: false })
    .get('/chats', async (c) => c.json({ results: await chats.list(requireUser(c).user.id) }))
    .post('/chats', async (c) => {
      const { user } = requireUser(c);
      const { room, created } = await chats.create(user.id, await parseJson(c, CreateChatBody));
      return c.json(room, created ? 201 : 200);
    })
    .get('/chats/unread', async (c) => c.json({ total: await chats.unreadTotal(requireUser(c).user.id) }))
    .get('/chats/:chatId', async (c) => {
      const { user } = requireUser(c);
      const page = parseWith(OpenChatQuery, c.req.query());
      return c.json(await chats.open(pathId(c.req.param('chatId')), user.id, page));
    })
    .delete('/chats/:chatId', async (c) => {
      await chats.delete(pathId(c.req.param('chatId')), requireUser(c).user.id);
      return c.body(null, 204);
    })
    .post('/chats/:chatId/block', async (c) => c.json(await chats.setBlocked(pathId(c.req.param('chatId')), requireUser(c).user.id, true)))
    .post('/chats/:chatId/unblock', async (c) => c.json(await chats.setBlocked(pathId(c.req.param('chatId')), requireUser(c).user.id, false)))
    .post('/chats/:chatId/messages', admitUpload(uploads, MESSAGE_UPLOAD_LIMITS), async (c) => {
      const { user } = requireUser(c);
      const roomId = pathId(c.req.param('chatId'));
      const { message, created } = await chats.send(roomId, user.id, await readMessage(c));
      return c.json(message, created ? 201 : 200);
    });
}
