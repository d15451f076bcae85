-- Issue 9.2: a country is stored as an ISO 3166-1 alpha-2 code ("ZZ" for the built-in list's
-- "Others"), no longer as a label in whichever language the person used ("中国" next to "China").
-- Known labels — the built-in list of lib/forms/countries.ts in English and Chinese, i.e. every
-- value the forms could have stored — become their codes, matched without case or padding;
-- anything else is left as it is and the pages show it raw. The table is written out here rather
-- than computed from ICU so that this migration gives the same result on every machine.
CREATE TEMP TABLE "country_label" ("label" TEXT PRIMARY KEY, "code" TEXT NOT NULL) ON COMMIT DROP;
INSERT INTO "country_label" ("label", "code") VALUES
  ('china', 'CN'), ('中国', 'CN'), ('australia', 'AU'), ('澳大利亚', 'AU'), ('brazil', 'BR'), ('巴西', 'BR'),
  ('canada', 'CA'), ('加拿大', 'CA'), ('egypt', 'EG'), ('埃及', 'EG'), ('france', 'FR'), ('法国', 'FR'),
  ('germany', 'DE'), ('德国', 'DE'), ('india', 'IN'), ('印度', 'IN'), ('indonesia', 'ID'), ('印度尼西亚', 'ID'),
  ('italy', 'IT'), ('意大利', 'IT'), ('japan', 'JP'), ('日本', 'JP'), ('kenya', 'KE'), ('肯尼亚', 'KE'),
  ('malaysia', 'MY'), ('马来西亚', 'MY'), ('mexico', 'MX'), ('墨西哥', 'MX'), ('netherlands', 'NL'), ('荷兰', 'NL'),
  ('new zealand', 'NZ'), ('新西兰', 'NZ'), ('nigeria', 'NG'), ('尼日利亚', 'NG'), ('pakistan', 'PK'), ('巴基斯坦', 'PK'),
  ('russia', 'RU'), ('俄罗斯', 'RU'), ('singapore', 'SG'), ('新加坡', 'SG'), ('south africa', 'ZA'), ('南非', 'ZA'),
  ('south korea', 'KR'), ('韩国', 'KR'), ('spain', 'ES'), ('西班牙', 'ES'), ('sweden', 'SE'), ('瑞典', 'SE'),
  ('switzerland', 'CH'), ('瑞士', 'CH'), ('thailand', 'TH'), ('泰国', 'TH'), ('united kingdom', 'GB'), ('英国', 'GB'),
  ('united states', 'US'), ('美国', 'US'), ('vietnam', 'VN'), ('越南', 'VN'), ('others', 'ZZ'), ('其他', 'ZZ');

UPDATE "Attendee" t SET "countryArea" = m."code" FROM "country_label" m WHERE lower(btrim(t."countryArea")) = m."label";
UPDATE "User" t SET "country" = m."code" FROM "country_label" m WHERE lower(btrim(t."country")) = m."label";
UPDATE "Reviewer" t SET "countryArea" = m."code" FROM "country_label" m WHERE lower(btrim(t."countryArea")) = m."label";
UPDATE "SubmissionAuthor" t SET "country" = m."code" FROM "country_label" m WHERE lower(btrim(t."country")) = m."label";

-- A conference's own country list (saveCountryOptions) names the same values: map them alike so
-- that its options and its registrations keep matching.
UPDATE "RegisterOption" o SET "values" = (
  SELECT jsonb_agg(CASE WHEN m."code" IS NULL THEN e ELSE jsonb_set(e, '{value}', to_jsonb(m."code")) END ORDER BY x.i)
  FROM jsonb_array_elements(o."values") WITH ORDINALITY AS x(e, i)
  LEFT JOIN "country_label" m ON m."label" = lower(btrim(x.e->>'value'))
)
WHERE o."field" = 'country' AND jsonb_typeof(o."values") = 'array' AND jsonb_array_length(o."values") > 0;
