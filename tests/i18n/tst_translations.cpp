// The translations are complete, current and use the glossary's terms:
//  - every message of i18n/fleetplanner_zh_CN.ts is translated (no unfinished, empty or vanished entry) and
//    keeps the source's placeholders;
//  - the committed .ts holds every string lupdate finds in the code today (a new tr() without a translation
//    fails here), and i18n/ModelStrings.cpp lists every model text key the presets produce;
//  - no translation uses a rendering the glossary (i18n/glossary-zh.md) lists as "avoid";
//  - every %n string has English singular and plural forms in fleetplanner_en.ts;
//  - the embedded translators turn known strings into Chinese and English plurals.
#include "TsFile.h"

#include "ModelStringsCollector.h"
#include "results/IssueTemplates.h"
#include "catalog/CatalogProvider.h"
#include "i18n/IssueText.h"
#include "i18n/Language.h"
#include "i18n/ModelText.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using fleet::test::readTs;
using fleet::test::TsMessage;

namespace {

const QString kSource = QStringLiteral(FLEET_SOURCE_DIR);
QString zhPath() { return kSource + QStringLiteral("/i18n/fleetplanner_zh_CN.ts"); }
QString enPath() { return kSource + QStringLiteral("/i18n/fleetplanner_en.ts"); }

QSet<QString> placeholders(const QString& s)
{
    QSet<QString> p;
    // Qt's %1 and %n, and an issue template's {0} / {1:.1f} (the spec is part of it: a translation keeps it).
    static const QRegularExpression re(QStringLiteral("%(\\d+|n)|\\{\\d+(?::[^{}]*)?\\}"));
    for (auto it = re.globalMatch(s); it.hasNext();)
        p.insert(it.next().captured());
    return p;
}

// The placeholders a translation must keep: all but English's plural markers ("{1:s}", IssueTemplates.h), which a
// language without plural forms leaves out.
QSet<QString> placeholdersToKeep(const QString& s)
{
    QSet<QString> p = placeholders(s);
    static const QRegularExpression plural(QStringLiteral("^\\{\\d+:s\\}$"));
    for (auto it = p.begin(); it != p.end();)
        it = plural.match(*it).hasMatch() ? p.erase(it) : std::next(it);
    return p;
}

struct Avoid {
    QString variant;
    QString qualifier; // English word the variant is wrong for, e.g. "bisection"; empty: always wrong
};

// The glossary's closing list: "车队、机群 → 舰队 (*fleet*); 双向带宽 (*bisection*), 分割带宽、… → 二分带宽; …".
// Groups are separated by ';' (entries) and ',' (within the left side); a "(*word*)" after a group limits the
// group's variants to sources that mention that word (双向带宽 is right for "bidirectional").
QList<Avoid> avoidList(const QString& glossary, QString* error)
{
    const qsizetype start = glossary.indexOf(QStringLiteral("## Renderings the application does not use"));
    if (start < 0) {
        *error = QStringLiteral("glossary: section 'Renderings the application does not use' not found");
        return {};
    }
    QString text = glossary.mid(start);
    text = text.mid(text.indexOf(QStringLiteral("(avoid → use):")) + 14);
    text.replace(u'\n', QString());
    QList<Avoid> out;
    static const QRegularExpression qual(QStringLiteral("\\(\\*([^*]+)\\*\\)"));
    for (const QString& entry : text.split(u';', Qt::SkipEmptyParts)) {
        const QString left = entry.section(QStringLiteral("→"), 0, 0);
        for (QString group : left.split(u',', Qt::SkipEmptyParts)) {
            QString qualifier;
            if (const auto m = qual.match(group); m.hasMatch()) {
                qualifier = m.captured(1).trimmed();
                group.remove(qual);
            }
            for (const QString& v : group.split(u'、', Qt::SkipEmptyParts)) {
                const QString variant = v.trimmed();
                if (!variant.isEmpty())
                    out << Avoid{variant, qualifier};
            }
        }
    }
    return out;
}

} // namespace

class TstTranslations : public QObject {
    Q_OBJECT
private slots:
    void zhIsComplete()
    {
        QString error;
        const QList<TsMessage> zh = readTs(zhPath(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(zh.size() > 800, qPrintable(QStringLiteral("only %1 messages in the zh_CN .ts").arg(zh.size())));
        QStringList problems;
        for (const TsMessage& m : zh) {
            if (!m.type.isEmpty())
                problems << QStringLiteral("%1 (%2): %3").arg(m.type, m.context, m.source);
            else if (m.translations.isEmpty() || m.translations.first().trimmed().isEmpty())
                problems << QStringLiteral("empty (%1): %2").arg(m.context, m.source);
            else if (placeholdersToKeep(m.translations.first()) != placeholdersToKeep(m.source))
                problems << QStringLiteral("placeholders differ (%1): %2 → %3").arg(m.context, m.source, m.translations.first());
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void tsIsCurrent()
    {
        // lupdate over exactly the sources CMake gives it, into a scratch copy of the committed .ts: any
        // string it adds is a string the committed file lacks.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString scratch = dir.filePath(QStringLiteral("scratch_zh_CN.ts"));
        QVERIFY(QFile::copy(zhPath(), scratch));
        QFile::setPermissions(scratch, QFile::ReadOwner | QFile::WriteOwner);
        QProcess p;
        QStringList args = {QStringLiteral("-silent"), QStringLiteral("-locations"), QStringLiteral("none"),
                            QStringLiteral("-no-obsolete")};
        for (const QString& inc : QStringLiteral(FLEET_TR_INCLUDES).split(u'|', Qt::SkipEmptyParts))
            args << QStringLiteral("-I") + inc;
        args << QStringLiteral("@") + QStringLiteral(FLEET_TR_SOURCE_LIST) << QStringLiteral("-ts") << scratch;
        p.start(QStringLiteral(FLEET_LUPDATE), args);
        QVERIFY2(p.waitForFinished(120000), "lupdate did not finish");
        QCOMPARE(p.exitCode(), 0);

        const QList<TsMessage> committed = readTs(zhPath());
        const QList<TsMessage> fresh = readTs(scratch);
        QSet<QString> have, now;
        for (const TsMessage& m : committed)
            have.insert(m.id());
        QStringList added, removed;
        for (const TsMessage& m : fresh) {
            now.insert(m.id());
            if (!have.contains(m.id()))
                added << m.id();
        }
        for (const QString& id : have)
            if (!now.contains(id))
                removed << id;
        QVERIFY2(added.isEmpty(), qPrintable(QStringLiteral("strings in the code but not in i18n/fleetplanner_zh_CN.ts "
                                                            "(run `cmake --build build --target update_translations` "
                                                            "and translate them):\n") + added.join(u'\n')));
        QVERIFY2(removed.isEmpty(), qPrintable(QStringLiteral("strings in the .ts that the code no longer has (run "
                                                              "update_translations):\n") + removed.join(u'\n')));
    }

    void modelStringsAreCurrent()
    {
        const auto load = fleet::app::loadCatalog(QString());
        QVERIFY(load.catalog);
        const QStringList templates = fleet::i18n::collectModelTemplates(*load.catalog);
        QVERIFY2(templates.size() > 300, qPrintable(QString::number(templates.size())));
        QFile f(kSource + QStringLiteral("/i18n/ModelStrings.cpp"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString committed = QString::fromUtf8(f.readAll());
        const QString expected = fleet::i18n::modelStringsSource(templates);
        if (committed != expected) {
            QStringList missing;
            for (const QString& t : templates)
                if (!committed.contains(QStringLiteral("\"%1\"").arg(t)))
                    missing << t;
            QFAIL(qPrintable(QStringLiteral("i18n/ModelStrings.cpp is stale (run update_translations); new templates:\n") +
                             missing.join(u'\n')));
        }
    }

    void glossaryAvoidVariantsNeverAppear()
    {
        QFile g(kSource + QStringLiteral("/i18n/glossary-zh.md"));
        QVERIFY(g.open(QIODevice::ReadOnly));
        QString error;
        const QList<Avoid> avoid = avoidList(QString::fromUtf8(g.readAll()), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(avoid.size() > 40, qPrintable(QStringLiteral("parsed only %1 variants").arg(avoid.size())));
        // The parser reads what the glossary says: spot-check a plain and a qualified variant.
        const auto has = [&](const QString& v, const QString& q) {
            return std::any_of(avoid.begin(), avoid.end(), [&](const Avoid& a) { return a.variant == v && a.qualifier == q; });
        };
        QVERIFY(has(QStringLiteral("时延"), QString()));
        QVERIFY(has(QStringLiteral("超额订阅"), QString()));
        QVERIFY(has(QStringLiteral("双向带宽"), QStringLiteral("bisection")));

        QStringList problems;
        for (const TsMessage& m : readTs(zhPath()))
            for (const QString& t : m.translations)
                for (const Avoid& a : avoid)
                    if (t.contains(a.variant) && (a.qualifier.isEmpty() || m.source.contains(a.qualifier, Qt::CaseInsensitive)))
                        problems << QStringLiteral("'%1' in: %2 → %3").arg(a.variant, m.source, t);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void glossaryCanonicalTermsAreUsed()
    {
        // A few labels whose canonical term the glossary fixes.
        const QHash<QString, QString> expected = {
            {QStringLiteral("Bisection bandwidth"), QStringLiteral("二分带宽")},
            {QStringLiteral("Ridge point (serving precision)"), QStringLiteral("屋脊点")},
            {QStringLiteral("Staircase: HBM bandwidth"), QStringLiteral("带宽阶梯")},
            {QStringLiteral("Goodput"), QStringLiteral("有效产出率")},
            {QStringLiteral("Oversubscription (built)"), QStringLiteral("收敛比")}};
        int found = 0;
        for (const TsMessage& m : readTs(zhPath())) {
            if (m.context == QStringLiteral("ResultLabels") && expected.contains(m.source)) {
                QVERIFY2(m.translations.first().contains(expected.value(m.source)), qPrintable(m.translations.first()));
                ++found;
            }
        }
        QCOMPARE(found, expected.size());
    }

    void englishHasPluralForms()
    {
        QSet<QString> numerusSources;
        for (const TsMessage& m : readTs(zhPath()))
            if (m.numerus)
                numerusSources.insert(m.id());
        QVERIFY(numerusSources.size() >= 5);
        QSet<QString> complete;
        for (const TsMessage& m : readTs(enPath())) {
            QVERIFY2(m.numerus, qPrintable(QStringLiteral("en .ts should hold plural forms only: ") + m.source));
            QCOMPARE(m.translations.size(), 2);
            for (const QString& form : m.translations) {
                QVERIFY2(!form.isEmpty() && form.contains(QStringLiteral("%n")), qPrintable(m.source));
                QVERIFY2(!form.contains(QStringLiteral("(s)")), qPrintable(form));
            }
            complete.insert(m.id());
        }
        for (const QString& id : numerusSources)
            QVERIFY2(complete.contains(id), qPrintable(QStringLiteral("no English plural forms for ") + id));
    }

    void chineseTranslatorTranslates()
    {
        QTranslator t;
        QVERIFY(t.load(QStringLiteral(":/i18n/fleetplanner_zh_CN.qm")));
        QCoreApplication::installTranslator(&t);
        QCOMPARE(QCoreApplication::translate("fleet::app::MainWindow", "Roofline"), QStringLiteral("Roofline 模型"));
        QCOMPARE(QCoreApplication::translate("fleet::app::MainWindow", "Staircase"), QStringLiteral("带宽阶梯"));
        QCOMPARE(QCoreApplication::translate("fleet::views::ReliabilityView", "Simulating %n run(s)…", "", 3),
                 QStringLiteral("正在模拟 3 次运行…"));
        // An issue: its code's template is translated, its parameters keep their format (issue #12).
        QCOMPARE(fleet::app::issueText(fleet::makeIssue<fleet::IssueCode::TrainingLayoutProduct>(
                     fleet::Severity::Warning, "training.dp", 1024.0, 8192.0)),
                 QStringLiteral("training.tp × training.cp × training.pp × training.dp = 1024，但舰队有 8192 个加速器"));
        QCOMPARE(fleet::app::issueText(fleet::makeIssue<fleet::IssueCode::MemoryDoesNotFit>(
                     fleet::Severity::Warning, "training.zeroStage", 93.456, std::string("NVIDIA H100 SXM5 80GB"), 80.0)),
                 QStringLiteral("训练作业每 GPU 需要 93.5 GB，但 NVIDIA H100 SXM5 80GB 只有 80 GB HBM：请提高张量并行度、"
                                "流水线并行度或 ZeRO 阶段，开启激活重计算，或卸载优化器状态"));
        // Nine parameters (the cooling throttle): names and ids as they are, each number with its own spec.
        QCOMPARE(
            fleet::app::issueText(fleet::makeIssue<fleet::IssueCode::CoolingThrottles>(
                fleet::Severity::Warning, "fleet.cooling", 33.7, 10.0, std::string("Legacy room air"),
                std::string("air-legacy"), 71.4, std::string("rear-door"), std::string("Rear-door heat exchanger"),
                50.0, 2.0)),
            QStringLiteral("fleet.cooling：机架功率 33.7 kW，超出 Legacy room air（'air-legacy'）可带走的 10.0 kW，"
                           "其加速器会过热降频到峰值功耗的 71.4%；改用冷却类型 'rear-door'（Rear-door heat "
                           "exchanger，每机架最高 50 kW）即可满足；或将 fleet.nodesPerRack 降到 2"));
        QCOMPARE(fleet::app::issueText(fleet::makeIssue<fleet::IssueCode::ServingTtftUnmetAtBatch>(
                     fleet::Severity::Warning, "serving.batch", 1e-4, 8, 212.7, 8, 8.0, 2127.0, 141.2, 71.5, 0.0)),
                 QStringLiteral("serving.ttftSeconds = 0.0001 s 在 serving.batch = 8 时无法满足：张量并行 8、批次 8 时 "
                                "P99 首 Token 延迟为 212.7 ms，是目标的 2,100 倍（提示词自身的预填充迭代 141.2 ms，"
                                "等待正在运行及已调度的迭代 71.5 ms，排队 0.0 ms）"));
        // fmt's e-notation reads as a power of ten; a Phrase parameter goes through modelText.
        QVERIFY(fleet::app::issueText(fleet::makeIssue<fleet::IssueCode::StepParamsFromShape>(
                                          fleet::Severity::Info, "model.params", 3.4e6, 1.108e9))
                    .startsWith(QStringLiteral("model.params：填写了 3.4 × 10⁶ 个参数")));
        // Every code's template has a translation that keeps its placeholders (with their specs).
        for (const fleet::IssueTemplate& it : fleet::kIssueTemplates) {
            const QString en = QString::fromUtf8(it.text);
            const QString zh = fleet::app::issueTemplateText(it.code);
            QVERIFY2(zh != en, it.name);
            QVERIFY2(placeholdersToKeep(zh) == placeholdersToKeep(en), it.name);
        }
        // Model text: a pattern is translated by its key, its arguments are put back (names and ids as they
        // are, a phrase argument translated in turn); a literal is its own key.
        const std::string h100 = "NVIDIA H100 SXM5 80GB";
        QCOMPARE(fleet::app::modelText(fleet::Text::format("{} dense {} peak (catalog)", h100, std::string("fp8"))),
                 QStringLiteral("NVIDIA H100 SXM5 80GB fp8 稠密峰值（目录）"));
        QCOMPARE(fleet::app::modelText(fleet::Text::format("decode (batch {})", 64)),
                 QStringLiteral("解码（批次大小 64）"));
        QCOMPARE(fleet::app::modelText(fleet::Text::format("sequences in the batch {}", fleet::Text("at the load"))),
                 QStringLiteral("负载下批次中的序列数"));
        QCOMPARE(fleet::app::modelText(fleet::Text("Accelerator MTBF")), QStringLiteral("加速器 MTBF"));
        // The same words as data (a catalog name that happens to be a key is still data inside a pattern).
        QCOMPARE(fleet::app::modelText(fleet::Text::format("{} latency", std::string("at the load"))),
                 QStringLiteral("at the load 延迟"));
        // Text without a translation (notes) comes out unchanged.
        const fleet::Text note = "Kernels below the ridge are memory-bound; above it, compute-bound.";
        QCOMPARE(fleet::app::modelText(note), QString::fromStdString(note));
        QCoreApplication::removeTranslator(&t);
        QCOMPARE(QCoreApplication::translate("fleet::app::MainWindow", "Roofline"), QStringLiteral("Roofline"));
    }

    void translationKeys()
    {
        // The key is the pattern itself, placeholders numbered in order; each argument formatted by its spec.
        const fleet::Text t = fleet::Text::format("a {:.1f} kW rack exceeds the {:g} kW that '{}' removes (L2236)",
                                                  35.14, 30.0, std::string("air"));
        QCOMPARE(t.str(), std::string("a 35.1 kW rack exceeds the 30 kW that 'air' removes (L2236)"));
        QCOMPARE(t.translationKey(), std::string("a %1 kW rack exceeds the %2 kW that '%3' removes (L2236)"));
        QCOMPARE(t.args().size(), std::size_t(3));
        QCOMPARE(t.args()[0].str(), std::string("35.1"));
        QCOMPARE(t.args()[1].str(), std::string("30"));
        QVERIFY(!t.args()[2].isLiteral() && !t.args()[2].isFormatted()); // a std::string is data
        // Braces escaped, explicit indices, digits inside words and numbers in the pattern stay text.
        const fleet::Text u = fleet::Text::format("{{x}} {1} on H100 at {0} % (L1571)", 45, "FP8");
        QCOMPARE(u.str(), std::string("{x} FP8 on H100 at 45 % (L1571)"));
        QCOMPARE(u.translationKey(), std::string("{x} %1 on H100 at %2 % (L1571)"));
        QVERIFY(u.args()[0].isLiteral()); // a string literal is a phrase, translated in turn
        QCOMPARE(u.args()[1].str(), std::string("45"));
        // A phrase argument keeps its own structure; a literal is its own key; data has none.
        const fleet::Text v = fleet::Text::format("{} bandwidth", fleet::Text::format("HBM ({})", std::string("H100")));
        QCOMPARE(v.translationKey(), std::string("%1 bandwidth"));
        QCOMPARE(v.args()[0].translationKey(), std::string("HBM (%1)"));
        QCOMPARE(fleet::Text("Accelerator MTBF").translationKey(), std::string("Accelerator MTBF"));
        QCOMPARE(fleet::Text(std::string("NVLink 4.0")).translationKey(), std::string());
    }

    void englishTranslatorGivesPlurals()
    {
        QCOMPARE(fleet::app::effectiveLanguage(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(fleet::app::effectiveLanguage(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        QTranslator t;
        QVERIFY(t.load(QStringLiteral(":/i18n/fleetplanner_en.qm")));
        QCoreApplication::installTranslator(&t);
        QCOMPARE(QCoreApplication::translate("fleet::views::ReliabilityView", "Simulating %n run(s)…", "", 1),
                 QStringLiteral("Simulating 1 run…"));
        QCOMPARE(QCoreApplication::translate("fleet::views::ReliabilityView", "Simulating %n run(s)…", "", 2),
                 QStringLiteral("Simulating 2 runs…"));
        QCoreApplication::removeTranslator(&t);
    }
};

QTEST_GUILESS_MAIN(TstTranslations)
#include "tst_translations.moc"
