// The modeling core must stay Qt-free (docs/architecture.md): no file under model/ includes a Qt header.
#include <QTest>

#include <filesystem>
#include <fstream>
#include <regex>

class TestNoQtInModel : public QObject {
    Q_OBJECT
private slots:
    void modelHasNoQtInclude()
    {
        namespace fs = std::filesystem;
        const fs::path root = fs::path(FLEET_SOURCE_DIR) / "model";
        QVERIFY(fs::exists(root));
        const std::regex qtInclude("^\\s*#\\s*include\\s*[<\"](Q[A-Za-z]+|Qt[A-Za-z]*/)");
        int files = 0;
        for (const auto& entry : fs::recursive_directory_iterator(root)) {
            const auto ext = entry.path().extension();
            if (ext != ".h" && ext != ".cpp")
                continue;
            ++files;
            std::ifstream in(entry.path());
            std::string line;
            int n = 0;
            while (std::getline(in, line)) {
                ++n;
                QVERIFY2(!std::regex_search(line, qtInclude),
                         qPrintable(QStringLiteral("%1:%2 includes Qt: %3")
                                        .arg(QString::fromStdString(entry.path().string()))
                                        .arg(n)
                                        .arg(QString::fromStdString(line))));
            }
        }
        QVERIFY2(files > 10, "the scan found too few model files; is FLEET_SOURCE_DIR right?");
    }
};

QTEST_APPLESS_MAIN(TestNoQtInModel)
#include "tst_no_qt_in_model.moc"
