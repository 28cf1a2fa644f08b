#include "i18n/ModelText.h"

#include "models/EngineeringFormat.h"

#include "results/Text.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace fleet::app {

namespace {

QString translated(const char* key)
{
    return QCoreApplication::translate(kModelTextContext, key);
}

QString fill(const QString& translation, const QStringList& parts)
{
    // Not QString::arg: the text may hold other '%' signs, and arg() renumbers.
    QString out;
    out.reserve(translation.size() + 32);
    for (qsizetype i = 0; i < translation.size(); ++i) {
        const QChar c = translation.at(i);
        if (c == u'%' && i + 1 < translation.size() && translation.at(i + 1).isDigit()) {
            qsizetype j = i + 1;
            int n = 0;
            while (j < translation.size() && translation.at(j).isDigit() && n < 100)
                n = n * 10 + translation.at(j++).digitValue();
            if (n >= 1 && n <= parts.size()) {
                out += parts.at(n - 1);
                i = j - 1;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace

QString withoutENotation(const QString& number)
{
    const qsizetype e = number.indexOf(u'e');
    if (e <= 0 || !number.at(e - 1).isDigit())
        return number;
    bool ok = false;
    const double v = QLocale::c().toDouble(number, &ok);
    if (!ok)
        return number;
    int digits = 0;
    for (qsizetype i = 0; i < e; ++i)
        digits += number.at(i).isDigit() ? 1 : 0;
    return significant(v, QLocale(), std::max(1, digits));
}

QString modelText(const fleet::Text& text)
{
    if (!text.isFormatted()) { // a literal or text built at run time: the whole text is the key
        // Untranslated text comes back as it is; only a whole number changes (e-notation).
        return text.empty() ? QString() : withoutENotation(translated(text.c_str()));
    }
    QStringList parts;
    parts.reserve(qsizetype(text.args().size()));
    for (const fleet::Text& a : text.args())
        parts << (a.isFormatted() || a.isLiteral()
                      ? modelText(a) // a phrase
                      : withoutENotation(QString::fromUtf8(a.view().data(), qsizetype(a.size()))));
    return fill(translated(text.translationKey().c_str()), parts);
}

QString modelPhrase(const std::string& english)
{
    return english.empty() ? QString() : translated(english.c_str());
}

} // namespace fleet::app
