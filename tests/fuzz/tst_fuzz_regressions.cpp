// Replays every committed fuzz input — the seed corpora (fuzz/corpus/<target>/) and the inputs that once
// crashed, hung or exhausted memory (fuzz/regressions/<target>/) — through the same entry points the
// libFuzzer targets call, built with the normal compiler. A crash fails the test by crashing it; a slow
// input fails the time bound (a release build evaluates any plan in well under a second).
#include "FuzzEntryPoints.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTest>

namespace {

using EntryPoint = void (*)(const std::uint8_t*, std::size_t);

struct Target {
    const char* name;
    EntryPoint entry;
};

const Target kTargets[] = {
    {"fuzz_scenario_reader", &fleet::fuzz::scenarioReader},
    {"fuzz_nccl_import", &fleet::fuzz::ncclImport},
    {"fuzz_set_parser", &fleet::fuzz::setParser},
    {"fuzz_user_catalog", &fleet::fuzz::userCatalog},
    {"fuzz_catalog_row", &fleet::fuzz::catalogRow},
    {"fuzz_catalog_csv", &fleet::fuzz::catalogCsv},
    {"fuzz_hf_config", &fleet::fuzz::hfConfig},
};

} // namespace

class TestFuzzRegressions : public QObject {
    Q_OBJECT
private slots:
    void replay_data()
    {
        QTest::addColumn<int>("target");
        QTest::addColumn<QString>("path");
        int regressions = 0;
        for (int t = 0; t < int(std::size(kTargets)); ++t) {
            for (const char* kind : {"regressions", "corpus"}) {
                const QDir dir(QStringLiteral(FLEET_SOURCE_DIR "/fuzz/%1/%2").arg(QLatin1String(kind), QLatin1String(kTargets[t].name)));
                for (const QString& file : dir.entryList(QDir::Files, QDir::Name)) {
                    if (file == QLatin1String("README.md"))
                        continue;
                    QTest::newRow(qPrintable(QStringLiteral("%1/%2/%3").arg(QLatin1String(kTargets[t].name), QLatin1String(kind), file)))
                        << t << dir.filePath(file);
                    regressions += QLatin1String(kind) == QLatin1String("regressions");
                }
            }
        }
        QVERIFY2(regressions > 0, "no fuzz/regressions inputs found: FLEET_SOURCE_DIR is wrong");
    }

    void replay()
    {
        QFETCH(int, target);
        QFETCH(QString, path);
        QFile f(path);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
        const QByteArray bytes = f.readAll();
        QElapsedTimer timer;
        timer.start();
        kTargets[target].entry(reinterpret_cast<const std::uint8_t*>(bytes.constData()), std::size_t(bytes.size()));
        const qint64 ms = timer.elapsed();
        // Generous for a loaded 2-core machine and sanitizer builds; a hang or a quadratic blow-up takes far longer.
        QVERIFY2(ms < 20000, qPrintable(QStringLiteral("%1 took %2 ms").arg(path).arg(ms)));
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzz_regressions.moc"
