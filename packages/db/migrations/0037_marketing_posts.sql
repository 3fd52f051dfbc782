-- The studio's posts (issue 18, ADR 040): a caption, its hashtags and UTM link, the network it is for, the
-- visual kept in the library (its bytes in the file storage), and the day it is planned for (the calendar
-- shows planned posts beside campaigns).
create table public.marketing_posts (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  network text not null check (network in ('instagram', 'facebook')),
  caption text not null check (char_length(caption) between 1 and 2200),
  hashtags text[] not null default '{}' check (cardinality(hashtags) <= 30),
  link text check (char_length(link) <= 2000),
  library_item_id uuid references public.marketing_library (id) on delete set null,
  planned_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index marketing_posts_business_planned_idx on public.marketing_posts (business_id, planned_at);
create index marketing_posts_library_item_idx on public.marketing_posts (library_item_id);
create trigger marketing_posts_touch before update on public.marketing_posts
  for each row execute function public.touch_updated_at();

-- A post's visual is one of its own business's library items.
create function public.marketing_posts_check_library_item() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.library_item_id is not null and not exists (
    select 1 from public.marketing_library l
    where l.id = new.library_item_id and l.business_id = new.business_id
  ) then
    raise exception 'library item % is not of business %', new.library_item_id, new.business_id
      using errcode = '23503';
  end if;
  return new;
end
$$;
create trigger marketing_posts_library_item before insert or update on public.marketing_posts
  for each row execute function public.marketing_posts_check_library_item();

alter table public.marketing_posts enable row level security;
grant select, insert, update, delete on public.marketing_posts to authenticated;
grant all on public.marketing_posts to service_role;
create policy marketing_posts_member_all on public.marketing_posts for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
select private.require_aal2('public.marketing_posts');

-- 'Delivered': the SMTP server accepted the recipient's email (the email job's send resolved). Counted per
-- campaign beside sent (queued), clicked and unsubscribed.
alter table public.campaign_recipients add column delivered_at timestamptz;
alter table public.marketing_campaigns add column delivered_count integer not null default 0;
