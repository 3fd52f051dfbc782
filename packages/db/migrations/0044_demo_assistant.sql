-- The client demo shows what we sell (issue 28, item 9): the demo jeweller's showroom assistant is on.
-- The seed writes it for a new installation (packages/db/src/seed/showroom.ts DEMO_ASSISTANT); this does the
-- same for an installation seeded before, once, and never over settings someone already wrote.
insert into public.assistant_settings (business_id, enabled, welcome_fr, welcome_en, faq)
select b.id, true,
  'Bonjour ! Je suis l’assistant de Hale & Co. Je peux vous montrer nos pièces, répondre à vos questions ou réserver un rendez-vous à l’atelier.',
  'Hello! I am Hale & Co.’s assistant. I can show you our pieces, answer your questions or book an appointment at the workshop.',
  jsonb_build_array(
    jsonb_build_object(
      'question', 'Faites-vous des bijoux sur mesure ?',
      'answer', 'Oui : chaque pièce sur mesure est dessinée avec vous, puis forgée à la main dans notre atelier de Londres.'),
    jsonb_build_object(
      'question', 'Quels sont les délais de fabrication ?',
      'answer', 'Comptez quatre à six semaines pour une pièce sur mesure, selon les pierres choisies.'))
from public.businesses b
where b.is_demo and b.slug = 'demo'
on conflict (business_id) do nothing;
