// Engineering formatting (issue #13): numbers shown to people carry SI prefixes, count suffixes or "× 10ⁿ",
// never e-notation, in English and Chinese; what the editors show parses back to the same value.
#include "Tolerance.h"
#include "models/EngineeringFormat.h"
#include "models/QuantityFormat.h"
#include "results/ResultSchema.h"
#include "results/ResultUnit.h"

#include <QTest>

#include <cmath>

using namespace fleet::app;

namespace {
bool hasENotation(const QString& s)
{
    for (qsizetype i = 1; i + 1 < s.size(); ++i)
        if ((s[i] == u'e' || s[i] == u'E') && s[i - 1].isDigit() &&
            (s[i + 1] == u'+' || s[i + 1] == u'-' || s[i + 1].isDigit()))
            return true;
    return false;
}
} // namespace

class TestEngineeringFormat : public QObject {
    Q_OBJECT
private slots:
    void examplesFromTheIssue_data()
    {
        QTest::addColumn<double>("si");
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("expected");
        QTest::newRow("GPT-3 training compute in ZFLOP") << 3.15e23 << "FLOP"
                                                         << ""
                                                         << "en_US"
                                                         << "315.0 ZFLOP";
        QTest::newRow("zh: no 3.15E+23") << 3.15e23 << "FLOP"
                                         << ""
                                         << "zh_CN"
                                         << "315.0 ZFLOP";
        QTest::newRow("7e+09 B/s is 7 GB/s") << 7e9 << "B/s"
                                             << ""
                                             << "en_US"
                                             << "7.000 GB/s";
        QTest::newRow("a count of 175 billion") << 1.75e11 << ""
                                                << ""
                                                << "en_US"
                                                << "175.0 B";
        QTest::newRow("25,000 GPUs stay whole") << 25000.0 << ""
                                                << ""
                                                << "en_US"
                                                << "25,000";
        QTest::newRow("energy of a run in MWh") << 4.6e12 << "J"
                                                << ""
                                                << "en_US"
                                                << "1.278 GWh";
        QTest::newRow("1,287 MWh (Patterson et al.)") << 1287.0 * 3.6e9 << "J"
                                                      << ""
                                                      << "en_US"
                                                      << "1.287 GWh";
        QTest::newRow("a day of a rack in MWh") << 3.6e9 * 2.5 << "J"
                                                << ""
                                                << "en_US"
                                                << "2.500 MWh";
        QTest::newRow("energy per year") << 3.6e12 << "J/year"
                                         << ""
                                         << "en_US"
                                         << "1.000 GWh per year";
        QTest::newRow("small energy stays in joules") << 1500.0 << "J"
                                                      << ""
                                                      << "en_US"
                                                      << "1.500 kJ";
        QTest::newRow("energy productivity") << 6.8e10 << "FLOP/J"
                                             << ""
                                             << "en_US"
                                             << "68.00 GFLOP/J";
        QTest::newRow("beyond the prefixes") << 3.15e40 << "FLOP"
                                             << ""
                                             << "en_US"
                                             << "3.150 × 10⁴⁰ FLOP";
        QTest::newRow("nanoseconds") << 3.5e-7 << "s"
                                     << ""
                                     << "en_US"
                                     << "350.0 ns";
        QTest::newRow("rounding moves up a prefix") << 999'999.0 << "W"
                                                    << ""
                                                    << "en_US"
                                                    << "1.000 MW";
        QTest::newRow("zh decimal count") << 4.05e11 << ""
                                          << ""
                                          << "zh_CN"
                                          << "405.0 B";
    }
    void examplesFromTheIssue()
    {
        QFETCH(double, si);
        QFETCH(QString, unit);
        QFETCH(QString, key);
        QFETCH(QString, locale);
        QFETCH(QString, expected);
        QCOMPARE(formatQuantity(si, unit, key, QLocale(locale)).text(), expected);
    }

    void noUnitEverShowsENotation_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("unit");
        for (const char* loc : {"en_US", "zh_CN", "de_DE", "C"})
            for (int u = 0; u <= static_cast<int>(fleet::ResultUnit::RequestsPerSecond); ++u) {
                const auto sym = fleet::symbol(static_cast<fleet::ResultUnit>(u));
                const QString unit = QString::fromUtf8(sym.data(), qsizetype(sym.size()));
                QTest::newRow(qPrintable(
                    QStringLiteral("%1 %2").arg(QLatin1String(loc), unit.isEmpty() ? QStringLiteral("(none)") : unit)))
                    << QString::fromLatin1(loc) << unit;
            }
    }
    void noUnitEverShowsENotation()
    {
        QFETCH(QString, locale);
        QFETCH(QString, unit);
        const QLocale l(locale);
        for (int e = -12; e <= 40; ++e)
            for (double m : {1.0, 3.15, -7.5}) {
                const double v = m * std::pow(10.0, e);
                const QString text = formatQuantity(v, unit, {}, l).text();
                QVERIFY2(!hasENotation(text), qPrintable(QStringLiteral("%1 %2 -> %3").arg(v).arg(unit, text)));
            }
    }

    void shownNumbersParseBack_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<double>("value");
        for (const char* loc : {"en_US", "zh_CN", "de_DE"})
            for (double v : {0.0, 0.45, 1024.0, 25000.0, 1.75e11, 3e11, 4.05e11, 3.15e23, 7e9, 1e-5, -2.5e7})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(loc)).arg(v)))
                    << QString::fromLatin1(loc) << v;
    }
    void shownNumbersParseBack()
    {
        QFETCH(QString, locale);
        QFETCH(double, value);
        const QLocale l(locale);
        for (const QString& text :
             {joined(countScaled(value, l, 6)), joined(siScaled(value, l, 6)), significant(value, l, 6)}) {
            const std::optional<double> back = parseEngineering(text, l, true);
            QVERIFY2(back, qPrintable(text));
            FLEET_COMPARE_REL(*back, value, 1e-6);
        }
    }

    void typedNotations_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("counts");
        QTest::addColumn<double>("expected"); // NaN: refused
        QTest::newRow("e-notation") << "1.75e11" << true << 1.75e11;
        QTest::newRow("billion") << "175 B" << true << 1.75e11;
        QTest::newRow("giga") << "175G" << true << 1.75e11;
        QTest::newRow("kilo upper case") << "2.5K" << false << 2500.0;
        QTest::newRow("times ten") << "3.15 × 10²³" << true << 3.15e23;
        QTest::newRow("times ten caret") << "3.15×10^23" << true << 3.15e23;
        QTest::newRow("bare power") << "10⁹" << true << 1e9;
        QTest::newRow("negative power") << "2 × 10⁻³" << true << 2e-3;
        QTest::newRow("group separators") << "1,024" << true << 1024.0;
        QTest::newRow("plain hundred") << "100" << true << 100.0;
        QTest::newRow("B is not a prefix of a unit") << "175 B" << false << qQNaN();
        QTest::newRow("garbage") << "abc" << true << qQNaN();
        QTest::newRow("empty") << "" << true << qQNaN();
        QTest::newRow("dangling e") << "5e" << true << qQNaN();
    }
    void typedNotations()
    {
        QFETCH(QString, text);
        QFETCH(bool, counts);
        QFETCH(double, expected);
        const std::optional<double> v =
            parseEngineering(text, QLocale(QLocale::English, QLocale::UnitedStates), counts);
        if (std::isnan(expected)) {
            QVERIFY2(!v, qPrintable(QStringLiteral("%1 -> %2").arg(text).arg(v.value_or(0))));
            return;
        }
        QVERIFY2(v, qPrintable(text));
        FLEET_COMPARE_REL(*v, expected, 1e-12);
    }
};

QTEST_GUILESS_MAIN(TestEngineeringFormat)
#include "tst_engineering_format.moc"
