#pragma once
// The GUI executable's options (fleetplanner --help): what a user types, what screenshots, benchmarks and
// tests use. Declared once here; main.cpp reads them, StartupActions acts on them.
#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QStringList>

class QCoreApplication;

namespace fleet::app {

class CommandLine {
public:
    CommandLine();
    // Parses (exits on --help / --version, like QCommandLineParser::process); returns an error message for
    // values that are wrong, empty when all is well.
    QString process(const QCoreApplication& app);
    bool isSet(const QCommandLineOption& o) const { return m_parser.isSet(o); }
    QString value(const QCommandLineOption& o) const { return m_parser.value(o); }
    QStringList values(const QCommandLineOption& o) const { return m_parser.values(o); }
    QStringList positional() const { return m_parser.positionalArguments(); }
    // Screenshots and the startup report must not depend on this machine's settings, layout or user catalog.
    bool reproducible() const { return isSet(screenshot) || isSet(startupReport); }
    // Runs that end by themselves have no user to answer a question.
    bool interactive() const { return !reproducible() && !isSet(dumpScenario); }
    // Runs a script drives (the ones above, and --recover): a question the opened plan raises ("add its hardware
    // rows?") is answered No and every note goes to stderr, instead of a modal box no one closes (issue 31).
    bool scripted() const { return !interactive() || isSet(recover); }

    // The language is needed before the first translated string, hence before the parser: --lang from the raw
    // arguments, else English for screenshots, else the preference.
    static QString languageFromArguments(const QStringList& rawArgs);

    // Ranges of the numeric options, checked by process() (so nothing later converts an out-of-range number).
    static constexpr int kMinWindowSide = 200, kMaxWindowSide = 8192;

    const QCommandLineOption builtinOnly, screenshot, tab, page, monteCarlo, compareWith, lang, search, startupReport,
        lecture, example, step, size, autosaveSeconds, recover, set, dumpScenario, compareAccelerator, userCatalog;

private:
    QCommandLineParser m_parser;
};

} // namespace fleet::app
