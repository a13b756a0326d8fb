// The allergen table (allergen-table.ts) for Turkish, Japanese, Arabic and Hebrew: the foods that carry
// one of the EU's 14 allergens, or may, in the words recipes in those languages use (issue 38). Same
// format and conventions as allergen-table.ts; the longest phrase wins, so "ココナッツ" (coconut) is not
// "ナッツ" (nuts) and "חלב קוקוס" (coconut milk) is not "חלב" (milk). Japanese, Arabic and Hebrew
// phrases match inside a word (those scripts join words), which is what a prefix such as Arabic "al-" or
// Hebrew "ha-" needs.
// Sources (besides those of allergen-table.ts):
// - Turkish Food Codex labelling regulation (Türk Gıda Kodeksi Gıda Etiketleme ve Tüketicinin
//   Bilgilendirilmesi Yönetmeliği, 2017), Ek-1: the 14 allergens in Turkish (glüten içeren tahıllar,
//   kabuklular, yumurta, balık, yer fıstığı, soya, süt, sert kabuklu meyveler, kereviz, hardal, susam,
//   sülfitler, acı bakla, yumuşakçalar).
// - Consumer Affairs Agency of Japan, Food Labelling Standard: 特定原材料 (えび, かに, くるみ, 小麦, そば, 卵,
//   乳, 落花生) and the items recommended (アーモンド, ごま, 大豆, さけ, さば, いか, あわび, カシューナッツ...).
//   https://www.caa.go.jp/policies/policy/food_labeling/food_sanitation/allergy/
// - GSO 9/2013 (Gulf labelling of prepackaged food), its allergen list in Arabic; SFDA guidance.
// - Israel Ministry of Health, Public Health (Food) (Nutritional Labelling) regulations, the allergen
//   list in Hebrew (גלוטן, חלב, ביצים, בוטנים, סויה, אגוזים, שומשום, דגים, סרטנים, רכיכות, חרדל, סלרי,
//   גופרית דו-חמצנית, תורמוס).
// Turkish "un" (flour) is also French "un" (a): it is read as flour only after a measure.
// Round G: Japanese fish-paste foods (ちくわ, かまぼこ, はんぺん...) are fish with starch and often egg white
// (Standard Tables of Food Composition in Japan, 2020, 10-379 to 10-387); Arabic kishk is fermented bulgur
// and yogurt; Hebrew challah is an egg bread and labneh strained yogurt.

export const WORLD_TABLE = `
bugday, bugday unu, tam bugday unu, irmik, galeta unu, ekmek, ekmek kirintisi, pide, lavas, simit, yufka, kadayif, yulaf, arpa, cavdar, bardagi un, bardak un, kasigi un, kasik un, g un, gr un, gram un, kg un, kilo un, paket un, kase un, fincan un, tutam un = gluten
makarna, sehriye, eriste = gluten eggs?
misir unu, pirinc unu, nohut unu = -
sut, sut tozu, tereyagi, tereyag, peynir, beyaz peynir, kasar, kasar peyniri, lor, krema, kaymak, labne, ayran = milk
yumurta, yumurta sarisi, yumurta aki = eggs
mayonez = eggs mustard?
karides, yengec, istakoz, kerevit = crustaceans
balik, baligi, ton baligi, somon, hamsi, levrek, cipura, sardalya, uskumru, ancuez = fish
midye, kalamar, ahtapot, istiridye = molluscs
ceviz, findik, badem, antep fistigi, kaju, findik ezmesi = nuts
fistik = nuts? peanuts?
cam fistigi = nuts?
yer fistigi, fistik ezmesi, yer fistigi ezmesi = peanuts
tahin, susam, helva, tahin helvasi = sesame
soya sosu = soy gluten
hardal = mustard
kereviz, kereviz sapi = celery
sarap, beyaz sarap, kirmizi sarap = sulphites alcohol
sirke, uzum sirkesi, elma sirkesi = sulphites?
sucuk, salam, sosis = meat milk? mustard? celery?
cikolata, bitter cikolata, sutlu cikolata = milk? soy? nuts?
biskuvi, kek, kurabiye = gluten eggs? milk?
baklava = gluten nuts milk
bulyon, et suyu tablet, tavuk suyu tablet = celery? gluten? milk?

小麦, 小麦粉, 薄力粉, 強力粉, 中力粉, 全粒粉, パン粉, パン, 麩, 天かす, 餃子の皮, ぎょうざの皮, 春巻きの皮, うどん, そうめん, 冷や麦, お好み焼き粉, たこ焼き粉 = gluten
中華麺, ラーメン, 焼きそば, パスタ, スパゲッティ, マカロニ = gluten eggs?
そば, 蕎麦 = gluten?
天ぷら粉, ホットケーキミックス = gluten eggs? milk? soy?
パンプキン = -
醤油, しょうゆ, しょう油, 濃口醤油, 薄口醤油 = soy gluten
めんつゆ = soy gluten fish?
味噌, みそ, 白味噌, 赤味噌, 合わせ味噌 = soy gluten?
ポン酢 = soy gluten? fish?
大豆, 豆腐, 絹ごし豆腐, 木綿豆腐, 納豆, 油揚げ, 厚揚げ, きな粉, 枝豆, 豆乳, 湯葉, 高野豆腐 = soy
卵, たまご, 玉子, 卵黄, 卵白, 全卵, 温泉卵 = eggs
マヨネーズ = eggs mustard?
牛乳, 乳, ミルク, 生クリーム, クリーム, バター, チーズ, 粉チーズ, クリームチーズ, ヨーグルト, 練乳, スキムミルク, 脱脂粉乳 = milk
ココナッツミルク, ココナッツ, ココナッツオイル, バターナッツ = -
えび, エビ, 海老, 桜えび, かに, カニ, 蟹, 伊勢えび = crustaceans
いか, イカ, たこ, タコ, あさり, はまぐり, しじみ, ほたて, 帆立, 牡蠣, カキ, あわび = molluscs
オイスターソース = molluscs soy? gluten?
たれ, タレ, 焼肉のたれ = soy gluten?
ちくわ, かまぼこ, はんぺん, さつま揚げ, つみれ = fish eggs? gluten?
カニカマ, かにかま, yengec cubugu, سوريمي, اصابع سلطعون, סורימי, מקלות סרטנים = fish crustaceans? eggs? gluten?
食パン, 角食, tost ekmegi, خبز توست, توست, לחם אחיד, לחם פרוס, לחם טוסט = gluten @loaf
manti, 餃子, ぎょうざ, ギョーザ, 焼売, シュウマイ, شيش برك, כיסונים, קרעפלך = gluten eggs? meat?
魚, 鮭, サーモン, まぐろ, マグロ, ツナ, さば, 鯖, かつお, 鰹, かつお節, 削り節, 煮干し, しらす, ちりめんじゃこ, たら, 鱈, いわし, アンチョビ, ナンプラー, ほんだし, たらこ, 明太子, いくら = fish
だし, 出汁, だしの素 = fish?
ごま, 胡麻, ゴマ, ごま油, 練りごま, すりごま, いりごま, 七味 = sesame
くるみ, クルミ, アーモンド, カシューナッツ, ピスタチオ, ヘーゼルナッツ, マカダミアナッツ, ピーカンナッツ = nuts
ナッツ, ミックスナッツ = nuts peanuts?
ピーナッツ, 落花生, ピーナッツバター, ピーナツ = peanuts
からし, 辛子, 和からし, マスタード, 粒マスタード = mustard
セロリ = celery
ワイン, 赤ワイン, 白ワイン = sulphites alcohol
酒, 料理酒, 日本酒 = alcohol sulphites?
みりん = alcohol sulphites?
ウスターソース, 中濃ソース, とんかつソース, お好み焼きソース = soy? gluten? celery? fish?
カレールー = gluten milk? soy? celery? mustard?
カレー粉 = celery? mustard?
コンソメ, 鶏がらスープの素, ブイヨン = celery? gluten? milk? soy?
チョコレート, チョコ = milk? soy? nuts?
カスタード = eggs milk

دقيق, طحين, قمح, برغل, سميد, فريكه, خبز, كسكس, شوفان, شعير, بقسماط, كعك, عجينه, رقائق العجين = gluten
معكرونه, مكرونه, شعيريه, شعريه = gluten eggs?
كشك = milk gluten
دقيق الذره, طحين الذره, دقيق الارز = -
حليب, لبن, لبنه, زبده, زبد, جبن, جبنه, قشطه, قشده, كريمه, زبادي, لبن زبادي, حليب بودره = milk
سمن = milk?
بيض, بيضه, بيضات, صفار البيض, بياض البيض = eggs
بيضاء, ابيض = -
مايونيز, مايونيزه = eggs mustard?
روبيان, جمبري, قريدس, سلطعون, كابوريا, كركند = crustaceans
سمك, اسماك, تونه, سلمون, سردين, انشوجه, بكالاه = fish
حبار, كاليماري, محار, بلح البحر, اخطبوط = molluscs
لوز, جوز, بندق, فستق, فستق حلبي, كاجو, بقان = nuts
جوز الهند, جوز الطيب, حليب جوز الهند = -
صنوبر, צנובר, 松の実 = nuts?
فول سوداني, فستق العبيد, زبده الفول السوداني = peanuts
طحينه, طحينيه, سمسم, حلاوه, حلاوه طحينيه, زعتر = sesame
صويا, فول الصويا, توفو = soy
صلصه الصويا, صويا صوص = soy gluten
خردل = mustard
كرفس = celery
ترمس = lupin
نبيذ = sulphites alcohol
مرق, مكعب مرق, مكعبات مرق = celery? gluten?
شوكولاته, شوكولا = milk? soy? nuts?

קמח, קמח לבן, קמח מלא, קמח כוסמין, לחם, פירורי לחם, פתיתים, קוסקוס, בורגול, סולת, שיבולת שועל, מצה, פיתה, בצק, פנקו, פרורי לחם, פירורים = gluten
פסטה, אטריות, ספגטי = gluten eggs?
חלה = gluten eggs
בצק עלים = gluten milk?
לבנה = milk
שעועית לבנה = -
קמח תירס, קמח אורז, קמח כוסמת, קמח חומוס = -
חלב, חמאה, גבינה, גבינת, שמנת, שמנת מתוקה, שמנת חמוצה, יוגורט, לאבנה, קוטג, מוצרלה, פרמזן, צפתית, בולגרית, גבינה צהובה, גבינה לבנה = milk
חלב קוקוס, קרם קוקוס, קוקוס, אגוז קוקוס, אגוז מוסקט = -
חלב סויה = soy
חלב שקדים = nuts
ביצה, ביצים, חלמון, חלמונים, חלבון, חלבונים = eggs
מיונז = eggs mustard?
שרימפס, סרטן, סרטנים, לובסטר, חסילונים = crustaceans
דג, דגים, סלמון, טונה, אנשובי, בקלה, סרדינים, מושט, לברק, דניס, אמנון, לוקוס, בורי, ברבוניה, קרפיון, פורל, מקרל, הרינג = fish
קלמרי, צדפות, מולים, תמנון = molluscs
שקד, שקדים, אגוז, אגוזים, אגוזי מלך, אגוזי לוז, לוז, פקאן, פיסטוק, קשיו, מקדמיה = nuts
בוטן, בוטנים, חמאת בוטנים = peanuts
טחינה, שומשום, חלבה, זעתר = sesame
חומוס = sesame?
גרגרי חומוס = -
סויה, טופו, אדממה = soy
רוטב סויה = soy gluten
חרדל = mustard
סלרי = celery
תורמוס = lupin
יין, יין לבן, יין אדום = sulphites alcohol
אבקת מרק, מרק עוף, קוביות מרק = celery? gluten?
שוקולד = milk? soy? nuts?
`;
