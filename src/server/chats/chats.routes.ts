import type { Context } from 'hono';
import {
  blockChat,
  blockedPeople,
  createChat,
  CreateChatBody,
  deleteChat,
  listChats,
  openChat,
  SendMessageBody,
  sendMessage,
  unblockChat,
  unreadChats,
} from '../../lib/schemas/chats.ts';
import type { ApiEnv } from '../http/context.ts';
import { apiRouter } from '../http/openapi.ts';
import { requireUser, signedIn } from '../http/session.ts';
import { formFiles, formTexts } from '../http/streamed-form.ts';
import type { UploadGate } from '../http/upload-gate.ts';
import { admitUpload, parseJson, parseMultipart, parseWith } from '../http/validation.ts';
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

/** /api/chats/… (spec/API.md "Chats"; declared in lib/schemas/chats.ts). */
export function chatsRoutes(chats: ChatsService, uploads: UploadGate) {
  return apiRouter()
    .openapi(listChats, async (c) => c.json({ results: await chats.list(requireUser(c).user.id) }, 200))
    .openapi(createChat, async (c) => {
      const { user } = requireUser(c);
      const { room, created } = await chats.create(user.id, await parseJson(c, CreateChatBody));
      return created ? c.json(room, 201) : c.json(room, 200);
    })
    .openapi(unreadChats, async (c) => c.json({ total: await chats.unreadTotal(requireUser(c).user.id) }, 200))
    .openapi(blockedPeople, async (c) => c.json({ results: await chats.blocked(requireUser(c).user.id) }, 200))
    .openapi({ ...openChat, middleware: signedIn }, async (c) => {
      const { user } = requireUser(c);
      return c.json(await chats.open(c.req.valid('param').chatId, user.id, c.req.valid('query')), 200);
    })
    .openapi(deleteChat, async (c) => {
      await chats.delete(c.req.valid('param').chatId, requireUser(c).user.id);
      return c.body(null, 204);
    })
    .openapi(blockChat, async (c) => c.json(await chats.setBlocked(c.req.valid('param').chatId, requireUser(c).user.id, true), 200))
    .openapi(unblockChat, async (c) => c.json(await chats.setBlocked(c.req.valid('param').chatId, requireUser(c).user.id, false), 200))
    .openapi({ ...sendMessage, middleware: [signedIn, admitUpload(uploads, MESSAGE_UPLOAD_LIMITS)] }, async (c) => {
      const { user } = requireUser(c);
      const { message, created } = await chats.send(c.req.valid('param').chatId, user.id, await readMessage(c));
      return created ? c.json(message, 201) : c.json(message, 200);
    });
}
