// The known-food vocabulary (known-foods.ts) for the four languages Hearth's parser reads beyond the
// nine European ones: Turkish, Japanese, Arabic and Hebrew (issue 38). Plain foods without any of the
// EU's 14 allergens, and the words around a food. Japanese, Arabic and Hebrew words stay in their own
// script after the classifier's normalising (allergen-text.ts); Japanese is written without spaces, and
// Arabic and Hebrew join little words to the next ("al-", "wa-", "ha-", "be-"), so a word in those
// scripts is known when it splits wholly into listed words and the tables' foods (placed-lines.ts).
// Sources for the food names and what is allergen-free, with the lists in known-foods.ts:
// - Turkish Food Codex labelling regulation (Türk Gıda Kodeksi Gıda Etiketleme ve Tüketicinin
//   Bilgilendirilmesi Yönetmeliği, 2017), Ek-1 (the 14 allergens, as in EU 1169/2011 Annex II);
//   TÜRKOMP, the national food composition database (https://turkomp.tarimorman.gov.tr).
// - Japan's Consumer Affairs Agency, Food Labelling Standard (食品表示基準) allergen labelling (特定原材料
//   and the recommended items), and MEXT's Standard Tables of Food Composition in Japan (日本食品標準成分表).
//   https://www.caa.go.jp/policies/policy/food_labeling/food_sanitation/allergy/
// - GSO 9 / SFDA food labelling (the Gulf standard's allergen list) and the FAO/INFOODS Arabic food
//   composition tables for the Arabic names.
// - Israel Ministry of Health, Public Health Regulations (Food) (Labelling) allergen list, and the
//   Ministry's Tzameret nutrient database for the Hebrew names.

/** Plain foods in Turkish, Japanese, Arabic and Hebrew. */
export const PLAIN_FOODS_WORLD = `
su buz tuz karabiber biber pul biber isot kirmizi biber seker toz seker bal yag sivi yag zeytinyagi
zeytin yagi aycicek yagi sirke pirinc bulgur pilavlik nohut mercimek fasulye barbunya kuru fasulye
sogan kuru sogan yesil sogan taze sogan sarimsak domates salca domates salcasi biber salcasi havuc
patates patlican kabak ispanak pirasa lahana karnabahar brokoli mantar bezelye misir salatalik
marul roka maydanoz dereotu nane fesleğen feslegen kekik kimyon tarcin zerdecal yenibahar karanfil
sumak limon limon suyu portakal elma muz cilek uzum kayisi incir nar et dana eti kuzu eti dana kuzu
kiyma tavuk tavuk gogsu tavuk but hindi ciger sebze meyve maya kabartma tozu karbonat nisasta
水 氷 塩 砂糖 こしょう 胡椒 酢 米酢 油 サラダ油 オリーブオイル 米 ご飯 ごはん 片栗粉 玉ねぎ たまねぎ 玉葱
にんじん 人参 じゃがいも ジャガイモ キャベツ 白菜 ねぎ 長ねぎ 青ねぎ 大根 しょうが 生姜 にんにく
ニンニク トマト きゅうり なす ピーマン ほうれん草 ブロッコリー もやし きのこ しいたけ しめじ えのき
かぼちゃ ごぼう れんこん レモン りんご バナナ いちご のり 海苔 昆布 わかめ ひじき 唐辛子 鶏肉 鶏
もも肉 むね肉 肉 豚肉 豚 牛肉 牛 ひき肉 合いびき肉 ささみ 手羽先 こんにゃく 春雨 はちみつ
ماء ثلج ملح فلفل اسود سكر عسل زيت زيت زيتون خل رز ارز بصل ثوم طماطم بندوره خيار جزر بطاطس بطاطا
باذنجان كوسا فلفل حلو سبانخ ملفوف قرنبيط فطر ليمون عصير تفاح موز برتقال عنب لحم لحمه غنم بقر عجل
دجاج فراخ صدر فخذ كمون قرفه كركم بقدونس نعناع كزبره حمص عدس فاصوليا فول هيل زعفران زنجبيل بابريكا
نشا خميره
מים קרח מלח פלפל שחור סוכר דבש שמן שמן זית חומץ אורז בצל שום שן שיני שום עגבניה עגבניות גזר גזרים
תפוח אדמה תפוחי אדמה מלפפון פלפל חציל קישוא תרד כרוב כרובית פטריות פטריה לימון מיץ תפוח בננה תפוז
עוף חזה עוף שוקיים כרעיים בשר בקר טחון כבש הודו כמון פפריקה כורכום קינמון פטרוזיליה כוסברה נענע
גרגרי חומוס עדשים שעועית קמח תירס קמח אורז עמילן שמרים
`;

/** The words around a food in the same four languages. */
export const LINE_WORDS_WORLD = `
su bardagi bardak cay kasigi yemek kasigi tatli kasigi kasik adet paket kase dilim tutam demet dis
gr kg litre buyuk kucuk orta boy rendelenmis dogranmis kiyilmis ince iri taze kuru yarim ceyrek ve
veya ile icin ici kabugu soyulmus haslanmis kavrulmus ezilmis suzme bas
大さじ 小さじ カップ 個 本 枚 片 尾 切れ 玉 束 丁 少々 適量 適宜 少量 かけ 房 袋 缶 パック 株 杯
みじん切り 薄切り 千切り 乱切り 白 黒 赤 生 お好みで 各 ひとつまみ もも むね 小 大 中 の 粗びき
ملعقه ملاعق كبيره صغيره كوب اكواب كاس غ غرام جرام كغ كيلو مل لتر حبه حبات رشه قليل مفروم مقطع
مبشور طازج ناعم مطحون حسب الرغبه الذوق و ال ب ل من مع او في نصف ربع علبه فص فصوص ه ات ين ون رغيف ارغفه
כוס כוסות כף כפות כפית כפיות גרם ג קג קילו מל ליטר יחידה יחידות חבילה קופסה פחית קורט מעט קצוץ
קצוצה פרוס טרי טריה לבן גדול גדולה קטן קטנה בינוני חצי רבע ו ה ב ל של או עם צהובה צהוב ים ות פילה
`;
