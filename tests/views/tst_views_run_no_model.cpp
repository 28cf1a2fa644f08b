// Views run no model (issue #12): the evaluator computes the plan's Evaluation, series included, off the GUI
// thread, and a view only turns it into charts and tables. Checked on the built code rather than on its text:
// every function the views library calls (an undefined symbol of libfleetviews.a) that the model library
// defines (libfleetcore.a) must be on the short list below of lookups and formatting. A view that calls
// strongScalingSeries, buildRoofs, tcoSensitivity, evaluate… fails here, naming the object file.
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTest>

namespace {

// What a view may call in the model: reading results, the catalog and the input schema, and names of enums.
const QRegularExpression kAllowed(QStringLiteral("^fleet::(Results::(value|find|has|derivation|order|sortedKeys)|"
                                                 "Catalog::|ScenarioSchema::|FieldSpec::|ResultSchema::|"
                                                 "toString\\(|toDisplayString\\(|operator==)"));

// Not views of an evaluation: the catalog window resolves a plan's references to show which rows it uses, and the
// Search tab builds the spec of the search it hands to SearchRunner (axes, their count, a record's assignments).
bool allowedIn(const QString& object, const QString& symbol)
{
    if (object.startsWith(QLatin1String("CatalogUsage.")))
        return symbol.startsWith(QLatin1String("fleet::resolveFleet("));
    if (object.startsWith(QLatin1String("SearchView.")))
        return QRegularExpression(QStringLiteral("^fleet::(defaultSearchAxes|validateSearch|searchAssignments|"
                                                 "combinationCount)[(\\[]"))
            .match(symbol)
            .hasMatch();
    return false;
}

QStringList nm(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral("nm"), QStringList{QStringLiteral("-C")} + args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        qFatal("nm %s failed: %s", qPrintable(args.join(u' ')), p.readAllStandardError().constData());
    return QString::fromUtf8(p.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
}

} // namespace

class TestViewsRunNoModel : public QObject {
    Q_OBJECT
private slots:
    void viewsCallNoModelFunction()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("nm")).isEmpty())
            QSKIP("nm (binutils) is not installed");
        QSet<QString> modelFunctions; // defined in the model library: "T"ext and "W"eak code
        static const QRegularExpression defined(QStringLiteral("^[0-9a-f]+ [TW] (.+)$"));
        for (const QString& line : nm({QStringLiteral("--defined-only"), QStringLiteral(FLEET_CORE_LIB)}))
            if (const auto m = defined.match(line); m.hasMatch())
                modelFunctions.insert(m.captured(1));
        QVERIFY2(modelFunctions.size() > 200, "too few model functions: is FLEET_CORE_LIB the model library?");
        QVERIFY(modelFunctions.contains(
            QStringLiteral("fleet::strongScalingSeries(fleet::Scenario const&, fleet::Catalog const&)")));

        // "archive.a:Object.cpp.o:                 U symbol"
        static const QRegularExpression undefined(QStringLiteral("^[^:]*:([^:]+):\\s+U (.+)$"));
        QStringList calls;
        int objects = 0;
        QSet<QString> seenObjects;
        for (const QString& line :
             nm({QStringLiteral("-A"), QStringLiteral("--undefined-only"), QStringLiteral(FLEET_VIEWS_LIB)})) {
            const auto m = undefined.match(line);
            if (!m.hasMatch())
                continue;
            const QString object = m.captured(1), symbol = m.captured(2);
            if (!seenObjects.contains(object)) {
                seenObjects.insert(object);
                ++objects;
            }
            if (modelFunctions.contains(symbol) && !kAllowed.match(symbol).hasMatch() && !allowedIn(object, symbol))
                calls << object + QStringLiteral(": ") + symbol;
        }
        QVERIFY2(objects > 30, "too few view objects: is FLEET_VIEWS_LIB the views library?");
        QVERIFY2(calls.isEmpty(), qPrintable(QStringLiteral("views call the model (compute it in the evaluation, "
                                                            "app/evaluation/ViewSeries):\n") +
                                             calls.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestViewsRunNoModel)
#include "tst_views_run_no_model.moc"
