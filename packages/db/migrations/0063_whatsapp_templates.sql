-- Issue 33: WhatsApp outside the 24-hour window through templates approved by Meta (ADR 080).
-- Per business, language and message kind: the approved template's Content SID (HX…) and which of the
-- kind's placeholders fill {{1}}, {{2}} …; on a text, the template it went as and the values it carried.
alter table public.messaging_settings
  add column whatsapp_templates jsonb not null default '{}'::jsonb;

alter table public.messages
  add column content_sid text,
  add column content_variables jsonb;

alter table public.messages
  add constraint messages_content_sid_check check (content_sid is null or content_sid ~ '^HX[0-9a-fA-F]{32}$');
