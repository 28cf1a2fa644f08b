// fleet-model-strings [OUT.cpp]: writes i18n/ModelStrings.cpp (stdout without an argument).
#include "ModelStringsCollector.h"

#include "catalog/CatalogProvider.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const auto load = fleet::app::loadCatalog(QString());
    if (!load.catalog) {
        QTextStream(stderr) << "fleet-model-strings: cannot load the built-in catalog: " << load.error << '\n';
        return 2;
    }
    const QStringList templates = fleet::i18n::collectModelTemplates(*load.catalog);
    const QByteArray text = fleet::i18n::modelStringsSource(templates).toUtf8();
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        QTextStream(stdout) << QString::fromUtf8(text);
        return 0;
    }
    QFile f(args.at(1));
    if (f.exists() && f.open(QIODevice::ReadOnly) && f.readAll() == text)
        return 0; // unchanged: keep the timestamp
    f.close();
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        QTextStream(stderr) << "fleet-model-strings: cannot write " << args.at(1) << ": " << f.errorString() << '\n';
        return 1;
    }
    f.write(text);
    QTextStream(stderr) << "fleet-model-strings: " << templates.size() << " templates -> " << args.at(1) << '\n';
    return 0;
}
