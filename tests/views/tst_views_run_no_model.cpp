// Views run no model (issue #12): the evaluator computes the plan's Evaluation, series included, off the GUI
// thread, and a view only turns it into charts and tables. Checked on the built code rather than on its text:
// every function the views library calls (an undefined symbol of libfleetviews.a) that the model library
// defines (libfleetcore.a) must be on the short list below of lookups and formatting. A view that calls
// strongScalingSeries, buildRoofs, tcoSensitivity, evaluate… fails here, naming the object file. Model code that a
// view compiles itself (an inline or template function of a model header) is checked on the symbols the view
// objects define (viewsCompileNoInlineModelCode); the application library's evaluation entry points count as model.
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

// The application library's own entry points into the model: the evaluation and its series run on the evaluator's
// worker thread (app/evaluation/Evaluator), never in a view.
const QRegularExpression kEvaluates(QStringLiteral("^fleet::app::(Evaluation::compute|computeViewSeries)\\("));

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

// Model code compiled into a view object (an inline or template function of a model header, a "W"eak or local
// "t" symbol the view object defines): nm of the model library cannot see it. Allowed: the special members of the
// model's value types (copying a Scenario, destroying an Issue), comparisons, the lookups of kAllowed, and the
// catalog's row types (fleet::catalog, used by the catalog window to edit rows).
bool isModelCodeInAView(const QString& symbol)
{
    // A function template's demangled name starts with its return type ("fleet::Roof* std::addressof<fleet::Roof>"
    // at -O0): the function is the last word outside template brackets.
    QString name = symbol.left(symbol.indexOf(u'('));
    int depth = 0;
    for (qsizetype i = name.size() - 1; i >= 0; --i) {
        const QChar ch = name.at(i);
        depth += ch == u'>' ? 1 : ch == u'<' ? -1 : 0;
        if (ch == u' ' && depth == 0) {
            name = name.mid(i + 1);
            break;
        }
    }
    if (!name.startsWith(QLatin1String("fleet::")) || name.startsWith(QLatin1String("fleet::views::")) ||
        name.startsWith(QLatin1String("fleet::app::")) || name.startsWith(QLatin1String("fleet::catalog::")) ||
        kAllowed.match(name).hasMatch())
        return false;
    const QStringList parts = name.split(QStringLiteral("::"));
    const QString last = parts.back();
    const bool special =
        (parts.size() >= 2 && (last == parts[parts.size() - 2] || last == u'~' + parts[parts.size() - 2])) ||
        last == QLatin1String("operator=") || last == QLatin1String("operator==") ||
        last == QLatin1String("operator!=") || last == QLatin1String("operator<=>");
    return !special;
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
            if ((modelFunctions.contains(symbol) && !kAllowed.match(symbol).hasMatch() && !allowedIn(object, symbol)) ||
                kEvaluates.match(symbol).hasMatch())
                calls << object + QStringLiteral(": ") + symbol;
        }
        QVERIFY2(objects > 30, "too few view objects: is FLEET_VIEWS_LIB the views library?");
        QVERIFY2(calls.isEmpty(), qPrintable(QStringLiteral("views call the model (compute it in the evaluation, "
                                                            "app/evaluation/ViewSeries):\n") +
                                             calls.join(u'\n')));
    }

    void modelCodeInAViewIsRecognised_data()
    {
        QTest::addColumn<QString>("symbol");
        QTest::addColumn<bool>("flagged");
        QTest::newRow("copy a scenario") << "fleet::Scenario::Scenario(fleet::Scenario const&)" << false;
        QTest::newRow("destroy inputs") << "fleet::FleetInputs::~FleetInputs()" << false;
        QTest::newRow("compare plans") << "fleet::Scenario::operator==(fleet::Scenario const&) const" << false;
        QTest::newRow("clone") << "fleet::Scenario::operator=(fleet::Scenario const&) [clone .isra.0]" << false;
        QTest::newRow("read a result")
            << "fleet::Results::value(std::basic_string_view<char, std::char_traits<char> >) const" << false;
        QTest::newRow("catalog row") << "fleet::catalog::CatalogRow::id() const" << false;
        QTest::newRow("std template returning a model type (-O0)")
            << "fleet::Roof* std::__addressof<fleet::Roof>(fleet::Roof&)" << false;
        QTest::newRow("model template returning a model type")
            << "fleet::Roof fleet::roofFor<fleet::Precision>(fleet::Precision)" << true;
        QTest::newRow("a view's own code")
            << "fleet::views::TcoView::setEvaluation(std::shared_ptr<fleet::app::Evaluation const> const&)" << false;
        QTest::newRow("inline model formula") << "fleet::ringAllReduceSeconds(double, int, double, double)" << true;
        QTest::newRow("inline member") << "fleet::StepModel::predict(fleet::StepSetup const&) const" << true;
        QTest::newRow("lambda in a model function") << "fleet::strongScalingSeries(fleet::Scenario const&, "
                                                       "fleet::Catalog const&)::{lambda(int)#1}::operator()(int) const"
                                                    << true;
    }
    void modelCodeInAViewIsRecognised()
    {
        QFETCH(QString, symbol);
        QFETCH(bool, flagged);
        QCOMPARE(isModelCodeInAView(symbol), flagged);
    }

    void evaluationEntryPointsAreRecognised()
    {
        QVERIFY(kEvaluates
                    .match(QStringLiteral("fleet::app::Evaluation::compute(fleet::Scenario const&, "
                                          "std::shared_ptr<fleet::Catalog const>, unsigned long long, "
                                          "fleet::app::ViewOptions const&)"))
                    .hasMatch());
        QVERIFY(kEvaluates.match(QStringLiteral("fleet::app::computeViewSeries(fleet::Scenario const&)")).hasMatch());
        QVERIFY(!kEvaluates.match(QStringLiteral("fleet::app::Evaluator::request(fleet::Scenario const&)")).hasMatch());
    }

    void viewsCompileNoInlineModelCode()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("nm")).isEmpty())
            QSKIP("nm (binutils) is not installed");
#ifndef __OPTIMIZE__
        // Unoptimized (the sanitizer build), every inline accessor a view calls (Quantity::si, Text::view, …) is
        // emitted into the view's object; the check means the optimized build, where only real code is left.
        QSKIP("views compiled without optimization: checked in the optimized build");
#endif
        // "archive.a:Object.cpp.o:0000000000000000 W symbol"
        static const QRegularExpression defined(QStringLiteral("^[^:]*:([^:]+):[0-9a-f]+ [TWt] (.+)$"));
        QStringList inlined;
        int symbols = 0;
        for (const QString& line :
             nm({QStringLiteral("-A"), QStringLiteral("--defined-only"), QStringLiteral(FLEET_VIEWS_LIB)}))
            if (const auto m = defined.match(line); m.hasMatch()) {
                ++symbols;
                if (isModelCodeInAView(m.captured(2)))
                    inlined << m.captured(1) + QStringLiteral(": ") + m.captured(2);
            }
        QVERIFY2(symbols > 1000, "too few symbols: is FLEET_VIEWS_LIB the views library?");
        inlined.removeDuplicates();
        QVERIFY2(inlined.isEmpty(), qPrintable(QStringLiteral("views compile model code from a header (compute it in "
                                                              "the evaluation, app/evaluation/ViewSeries):\n") +
                                               inlined.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestViewsRunNoModel)
#include "tst_views_run_no_model.moc"
